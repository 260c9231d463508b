import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { ATTRIBUTE_CATEGORIES } from '#domain/attributes';

/** The six attribute categories with their points, straight from the scoring rules. */
export function CategoriesSection() {
  return (
    <Box as="section" aria-labelledby="categories-heading" py={{ base: '14', md: '20' }} px="4" bg="brand.900" color="white">
      <Stack maxW="6xl" mx="auto" gap="10">
        <Stack textAlign="center" gap="3" maxW="2xl" mx="auto">
          <Heading as="h2" id="categories-heading" size="3xl">
            What people vouch for
          </Heading>
          <Text color="brand.100" fontSize="lg">
            Six categories of character. The two core ones carry the most weight; the other four add bonus points.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {ATTRIBUTE_CATEGORIES.map((c) => (
            <Stack key={c.key} bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="2xl" p="6" gap="4">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Heading as="h3" size="lg">
                  {c.label}
                </Heading>
                <Badge colorPalette={c.kind === 'main' ? 'coral' : 'gray'} variant="solid" rounded="full" px="2.5" flexShrink={0}>
                  {c.pointsPerAttribute} pts each
                </Badge>
              </HStack>
              <Text textStyle="sm" color="brand.100">
                {c.kind === 'main' ? 'Core category' : 'Bonus category'} · up to {c.cap} points per vouch
              </Text>
              <Wrap gap="1.5">
                {c.attributes.map((a) => (
                  <Badge
                    key={a}
                    variant="outline"
                    color="white"
                    borderColor="whiteAlpha.400"
                    rounded="full"
                    px="2"
                    fontWeight="normal"
                    boxShadow="none"
                    borderWidth="1px"
                  >
                    {a}
                  </Badge>
                ))}
              </Wrap>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
