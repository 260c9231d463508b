import { Heading, Stack, Text } from '@chakra-ui/react';

/**
 * The Terms of Service (last updated June 8, 2025), in the spec's section
 * order: acceptance, service description, user responsibilities, prohibited
 * activities, privacy, termination, changes, contact. Shared by the
 * agreement modal and the /terms page so members agree to the text they can read.
 */
export const TERMS_LAST_UPDATED = 'June 8, 2025';

const SECTIONS: readonly { title: string; body: string }[] = [
  {
    title: '1. Acceptance of Terms',
    body: 'By creating an account or using Vouched you agree to these Terms of Service. If you do not agree, do not use Vouched.',
  },
  {
    title: '2. Description of Service',
    body: 'Vouched lets members give and receive short written endorsements (vouches) about character, and builds a Vouch Score and tier from the vouches a member receives. Membership is by invitation while Vouched is in alpha testing.',
  },
  {
    title: '3. User Responsibilities',
    body: 'You must be at least 13 years old. You are responsible for the accuracy of your profile and for every vouch you give: vouch only for people you actually know, and describe them honestly. Keep your login details private.',
  },
  {
    title: '4. Prohibited Activities',
    body: 'Do not post false, defamatory, hateful or harassing content; do not impersonate anyone; do not trade, buy or sell vouches; do not create accounts in bulk or automate access; do not try to break or bypass the security of the service.',
  },
  {
    title: '5. Privacy',
    body: 'We process your data as described on our Data Security & Privacy page. Your birth date is stored encrypted and only used to confirm you are 13 or older. You can request a copy of your data at any time.',
  },
  {
    title: '6. Termination',
    body: 'You may delete your account at any time; deletion can be cancelled within a 24-hour grace period. We may suspend or end accounts that break these terms.',
  },
  {
    title: '7. Changes to These Terms',
    body: 'We may update these terms. When we do, we change the date above and, for material changes, ask you to accept the new terms.',
  },
  {
    title: '8. Contact',
    body: 'Questions about these terms can be sent through the App Feedback page.',
  },
];

/**
 * `headingLevel`: the sections sit one level under whatever titles them —
 * h2 under the /terms page's h1, h3 under the terms modal's h2 title
 * (skipping a level confuses screen-reader heading navigation).
 */
export function TermsText({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Last updated: {TERMS_LAST_UPDATED}
      </Text>
      {SECTIONS.map((section) => (
        <Stack key={section.title} gap="1">
          <Heading as={headingLevel} size="sm">
            {section.title}
          </Heading>
          <Text fontSize="sm">{section.body}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
