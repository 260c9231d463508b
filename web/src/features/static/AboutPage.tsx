import { Accordion, Box, Button, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ATTRIBUTE_CATEGORIES } from '#domain/attributes';
import { FAQ } from './faq';
import { PageSection, StaticPage } from './StaticPage';

/** /about — mission, how it works, why, and the 'Thoughtfully Built' FAQ. */
export default function AboutPage() {
  return (
    <StaticPage title="About Vouched" eyebrow="Character, Prioritized" lead="Digital letters of recommendation. All in one place.">
      <PageSection title="Our mission" id="mission">
        <Text>
          Good character is everywhere, but it is rarely written down. The people who know you best — coworkers, neighbors, teachers, friends — carry
          a picture of who you are that never reaches the landlord, the client or the employer deciding whether to trust you.
        </Text>
        <Text>
          Vouched exists to make that trust visible. We help people give each other honest, specific endorsements of character and keep them in one
          place, so a good reputation earned over years can be shown in a minute.
        </Text>
      </PageSection>

      <PageSection title="How it works" id="how-it-works">
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
          {[
            ['Create your profile', 'Join with an invite code, accept the terms and tell us a little about yourself.'],
            ['Give vouches', 'Pick the qualities you have seen in someone, say how you know them and write a few honest words.'],
            ['Get vouches', 'Share your link or QR code. Each vouch adds to your Vouch Score, tier and Character Transcript.'],
          ].map(([title, body], i) => (
            <Stack as="li" key={title} bg="bg.subtle" rounded="xl" p="5" gap="2">
              <Text fontWeight="bold" color="coral.fg" textStyle="sm">
                Step {i + 1}
              </Text>
              <Heading as="h3" size="md">
                {title}
              </Heading>
              <Text color="fg.muted">{body}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text>
          A vouch earns points for each quality selected: {ATTRIBUTE_CATEGORIES.map((c) => `${c.label} ${c.pointsPerAttribute} points`).join(', ')}.
          Each category counts at most five qualities per vouch, so one vouch is worth at most{' '}
          {ATTRIBUTE_CATEGORIES.reduce((sum, c) => sum + c.cap, 0)} points, and your total places you in a tier from Getting Started to GOAT Level.
        </Text>
      </PageSection>

      <PageSection title="Why we built it" id="why">
        <Text>
          Online reviews rate products and services; résumés list jobs and degrees. Neither says whether someone is honest, dependable or kind — the
          things we most want to know before we trust a person. We built Vouched to capture exactly that, positively and in the words of people who
          know.
        </Text>
        <Text>
          <Link asChild color="brand.link" fontWeight="semibold">
            <RouterLink to="/why-we-built-this">Read the longer story</RouterLink>
          </Link>
        </Text>
      </PageSection>

      <Stack as="section" gap="4" aria-labelledby="faq-title">
        <Heading as="h2" size="xl" color="brand.strong" id="faq-title">
          Thoughtfully Built
        </Heading>
        <Text color="fg.muted">The hard questions we asked ourselves, and how we answered them.</Text>
        <Accordion.Root collapsible multiple variant="enclosed">
          {FAQ.map((item, i) => (
            <Accordion.Item key={item.question} value={`faq-${i}`}>
              <Accordion.ItemTrigger py="4">
                <Box flex="1" textAlign="left" fontWeight="semibold">
                  {item.question}
                </Box>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Stack gap="3" color="fg.muted" lineHeight="tall">
                    {item.answer.map((p) => (
                      <Text key={p.slice(0, 24)}>{p}</Text>
                    ))}
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Stack>

      <Stack align="center" textAlign="center" gap="3" bg="brand.subtle" rounded="2xl" p="8">
        <Heading as="h2" size="lg">
          Questions we haven't answered?
        </Heading>
        <Text color="fg.muted">Members can reach us through the App Feedback page; we read everything.</Text>
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to="/data-security">How we protect your data</RouterLink>
        </Button>
      </Stack>
    </StaticPage>
  );
}
