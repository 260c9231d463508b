import { Box, Circle, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';

const SAMPLES = [
  {
    quote:
      "I'd helped my neighbors for years without thinking about it. Seeing what they wrote about me was honestly moving — and it helped me land my first pet-sitting clients.",
    name: 'Maya',
    role: 'Student and pet sitter',
  },
  {
    quote:
      "As a freelancer I live on referrals. Now I send one link instead of asking past clients to take a call. It's the reference check, done once.",
    name: 'Daniel',
    role: 'Freelance designer',
  },
  {
    quote: 'Vouching for my team felt good. Writing down what someone does well is something we should all do more often.',
    name: 'Priya',
    role: 'Engineering manager',
  },
];

/** Sample testimonials (illustrative). */
export function TestimonialsSection() {
  return (
    <Box as="section" aria-labelledby="testimonials-heading" py={{ base: '14', md: '20' }} px="4" bg="bg.subtle">
      <Stack maxW="6xl" mx="auto" gap="10">
        <Heading as="h2" id="testimonials-heading" size="3xl" color="brand.heading" textAlign="center">
          What early members say
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {SAMPLES.map((t) => (
            <Stack as="figure" key={t.name} bg="bg" rounded="2xl" p="6" gap="4" borderWidth="1px" borderColor="border.muted" shadow="xs">
              <Box color="coral.400">
                <Quote size={28} aria-hidden="true" />
              </Box>
              <Text as="blockquote" color="fg" flex="1">
                {t.quote}
              </Text>
              <HStack as="figcaption" gap="3">
                <Circle size="9" bg="brand.600" color="white" fontWeight="bold" aria-hidden="true">
                  {t.name[0]}
                </Circle>
                <Box>
                  <Text fontWeight="semibold">{t.name}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {t.role}
                  </Text>
                </Box>
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
        <Text textAlign="center" textStyle="xs" color="fg.muted">
          Sample testimonials for illustration.
        </Text>
      </Stack>
    </Box>
  );
}
