import { Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HandHeart, Sparkles, UserRoundPlus } from 'lucide-react';
import { LandingSection } from './LandingSection';

const STEPS = [
  {
    icon: UserRoundPlus,
    title: 'Create your profile',
    body: 'Join with an invite code, tell us a little about yourself and what brings you here. It takes about two minutes.',
  },
  {
    icon: HandHeart,
    title: 'Give vouches',
    body: "Vouch for people you know well: pick the qualities you've seen in them, say how you know them, and write a few honest words.",
  },
  {
    icon: Sparkles,
    title: 'Get vouches',
    body: 'Share your link or QR code. Each vouch you receive adds to your score and your Character Transcript, ready whenever you need it.',
  },
];

/** 'How It Works': the three-step guide. The hero's How It Works button scrolls here. */
export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      headingId="how-it-works-heading"
      title="How It Works"
      subtitle="Three steps from a quiet good reputation to one you can show."
    >
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
        {STEPS.map(({ icon: Icon, title, body }, i) => (
          <Stack as="li" key={title} bg="bg" rounded="2xl" borderWidth="1px" borderColor="border.muted" p="6" gap="4" shadow="xs">
            <Stack direction="row" align="center" gap="3">
              <Circle size="12" bg="brand.subtle" color="brand.link">
                <Icon size={24} aria-hidden="true" />
              </Circle>
              <Text fontWeight="bold" color="coral.fg" textStyle="sm">
                Step {i + 1}
              </Text>
            </Stack>
            <Heading as="h3" size="lg">
              {title}
            </Heading>
            <Text color="fg.muted">{body}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
