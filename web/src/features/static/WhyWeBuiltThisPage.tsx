import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection, StaticPage } from './StaticPage';

/** /why-we-built-this — the story behind Vouched. */
export default function WhyWeBuiltThisPage() {
  return (
    <StaticPage title="Why We Built This" eyebrow="Our story" lead="Because the most important thing about a person is the hardest thing to show.">
      <PageSection title="The reference call that never happens">
        <Text>
          Think of the last time you trusted a stranger with something that mattered: a sitter for your kids, a contractor in your home, a new hire on
          your team. You probably asked around. "Do you know them? Are they good people?" A friend's answer counted for more than any résumé or star
          rating.
        </Text>
        <Text>
          That answer is the most valuable thing in a reputation, and it almost never gets written down. It lives in conversations and phone calls, it
          is lost when people move or change jobs, and the people who most need it — those without a polished network — have the hardest time getting
          it.
        </Text>
      </PageSection>

      <PageSection title="Character deserves a record">
        <Text>
          We have built excellent records for skills, degrees and job titles. We have none for integrity, reliability or kindness, even though that is
          what we actually want to know. Vouched is our attempt to fix that: a place where the people who know you can say so, in specific and honest
          terms, and where those words add up to something you can share.
        </Text>
      </PageSection>

      <PageSection title="Built with care">
        <Text>
          A reputation system can do harm if it is built carelessly, so we made deliberate choices. Vouches are positive-only: there is no way to rate
          someone down. Membership is invite-only while we grow, so every account traces back to a person. There is no button to beg for vouches —
          they should be given because they are deserved. And your data stays yours: private where it should be, exportable, and deletable.
        </Text>
        <Text>
          We are in alpha, learning from every member. If something feels off, or you have an idea, tell us on the feedback page — it shapes what we
          build next.
        </Text>
      </PageSection>

      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to="/about">How Vouched works</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/">Back to home</RouterLink>
        </Button>
      </Stack>
    </StaticPage>
  );
}
