import { Suspense, useState } from 'react';
import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Lock, ShieldCheck } from 'lucide-react';
import { DATA_REQUEST_TEXTS } from '#domain/dataRequests';
import { useUser } from '../../shared/session/useUser';
import { DataRequestDialog } from '../dataRequests';
import { PageSection, StaticPage } from './StaticPage';

function Bullets({ items }: { items: string[] }) {
  return (
    <List.Root gap="1.5" ps="5">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/**
 * 'Request Access to Your Data'. Members: opens the Request My Data (GDPR)
 * dialog; visitors: disabled 'Login Required to Request Data' (spec).
 */
function RequestDataCard() {
  const { user } = useUser();
  const [open, setOpen] = useState(false);
  return (
    <Stack
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      rounded="2xl"
      p="6"
      gap="3"
      as="section"
      aria-labelledby="request-data-title"
    >
      <HStack gap="2">
        <Lock size={20} aria-hidden="true" />
        <Text as="h2" id="request-data-title" fontWeight="bold" fontSize="lg">
          Your data, on request
        </Text>
      </HStack>
      <Text color="fg.muted">
        You can ask for a copy of everything we hold about you. We prepare it at once and e-mail you a download link, valid for 24 hours, usually
        within a minute.
      </Text>
      {user ? (
        <Stack gap="1" align="flex-start">
          <Button colorPalette="brand" onClick={() => setOpen(true)}>
            {DATA_REQUEST_TEXTS.pageButton}
          </Button>
          {open && (
            <Suspense fallback={null}>
              <DataRequestDialog open onClose={() => setOpen(false)} />
            </Suspense>
          )}
        </Stack>
      ) : (
        <Button colorPalette="brand" disabled alignSelf="flex-start">
          {DATA_REQUEST_TEXTS.visitorButton}
        </Button>
      )}
    </Stack>
  );
}

/** /data-security — GDPR and CCPA statements and how data is handled. */
export default function DataSecurityPage() {
  return (
    <StaticPage
      title="Data Security & Privacy"
      eyebrow="Your data"
      lead="Trust is what we're built on, so we handle your data the way we would want ours handled: collect little, protect it well, and let you see and delete it."
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Box flex="1" borderWidth="1px" borderColor="border.muted" rounded="xl" p="5">
          <HStack mb="2">
            <ShieldCheck size={20} color="var(--chakra-colors-green-600)" aria-hidden="true" />
            <Badge colorPalette="green">GDPR Compliant</Badge>
          </HStack>
          <Text textStyle="sm">
            For people in the European Economic Area and the UK we process personal data under the General Data Protection Regulation: on the basis of
            our contract with you and your consent, for stated purposes only, with your rights of access, rectification, erasure, restriction,
            portability and objection.
          </Text>
        </Box>
        <Box flex="1" borderWidth="1px" borderColor="border.muted" rounded="xl" p="5">
          <HStack mb="2">
            <ShieldCheck size={20} color="var(--chakra-colors-green-600)" aria-hidden="true" />
            <Badge colorPalette="blue">CCPA</Badge>
          </HStack>
          <Text textStyle="sm">
            For California residents, under the California Consumer Privacy Act: you may know what personal information we collect and why, ask us to
            delete it, and we do not sell or share your personal information for advertising.
          </Text>
        </Box>
      </Stack>

      <PageSection title="What we collect" id="collection">
        <Bullets
          items={[
            'Account details: your e-mail address, name and password (the password is handled by our identity provider and never stored by us in readable form).',
            'Profile details you choose to add: username, photo, bio, title, LinkedIn link, city, state and country, what brings you to Vouched and your motivation.',
            'Your birth date, only to confirm you are 13 or older, and your phone number, for account security.',
            'Vouches you give and receive, with the qualities, relationship and message they contain, and the invites you create.',
            'Basic technical records needed to run and secure the service, such as sign-in times.',
          ]}
        />
      </PageSection>

      <PageSection title="How we protect it" id="protection">
        <Bullets
          items={[
            'All traffic is encrypted in transit (HTTPS/TLS), and our database and file storage are encrypted at rest.',
            'Your birth date is encrypted with a dedicated key before it is stored and is never shown back, to you or anyone else; only the fact that you are 13 or older is used.',
            'Sign-in is handled by a managed identity service; every request to our API is checked against your signed-in identity, and each permission is enforced on our servers, not only in the app.',
            'Invite codes are random, single-use and expire after 30 days; sign-up and code checks are rate-limited.',
            'Access to production systems is limited to the few people who need it.',
          ]}
        />
      </PageSection>

      <PageSection title="Compliance" id="compliance">
        <Text>
          We follow the principles of the GDPR and the CCPA for everyone, wherever they live: purpose limitation, data minimisation, accuracy, storage
          limitation, integrity and confidentiality, and accountability.
        </Text>
      </PageSection>

      <PageSection title="How we use your data" id="usage">
        <Text>
          To run Vouched: to create and secure your account, show your profile and vouches to other members as Vouched describes, compute your Vouch
          Score, send the e-mails and text messages you need (such as confirmations and invitations), and improve the service from feedback. We do not
          sell your data and we do not use it for advertising.
        </Text>
      </PageSection>

      <PageSection title="How long we keep it" id="retention">
        <Text>
          We keep your data while your account exists. When you delete your account, a 24-hour grace period lets you change your mind; after it, your
          profile is anonymised (your name becomes "Deleted User"), deleted accounts cannot log in, and vouches you gave stay visible without your
          name. Account deletion may be authorised by you or by a verified administrator. Invite codes stop working after 30 days and are marked
          expired.
        </Text>
      </PageSection>

      <PageSection title="Third parties" id="third-parties">
        <Text>
          We run on Amazon Web Services, which hosts our servers, database, file storage and e-mail and text-message delivery as our processor. If you
          sign in with Google or LinkedIn, those services tell us your name and e-mail address under their own privacy policies. We share nothing else
          with third parties unless the law requires it.
        </Text>
      </PageSection>

      <PageSection title="Your rights" id="rights">
        <Bullets
          items={[
            'See the data we hold about you and get a copy of it.',
            'Correct your profile at any time from your profile page.',
            'Delete your account and your personal data.',
            'Object to or restrict processing, and withdraw consent, for example to text messages.',
            'Complain to your data-protection authority.',
          ]}
        />
      </PageSection>

      <RequestDataCard />

      <PageSection title="Changes to this policy" id="changes">
        <Text>When we change how we handle data we update this page, and for material changes we tell members before the change takes effect.</Text>
      </PageSection>

      <PageSection title="Contact" id="contact">
        <Text>Questions or requests about your data: members can write to us through the App Feedback page, and we reply within 30 days.</Text>
      </PageSection>
    </StaticPage>
  );
}
