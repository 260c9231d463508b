import { Container, Heading, Stack, Tabs } from '@chakra-ui/react';
import { ScrollingTabList } from '../../ui/ScrollingTabList';
import { FeedbackAdminTab } from './FeedbackAdminTab';
import { WaitingListTab } from './WaitingListTab';
import { FormResponsesTab } from './FormResponsesTab';
import { TestimonialsTab } from './TestimonialsTab';
import { CollusionSignalsTab } from './CollusionSignalsTab';
import { InviteTreeTab } from './InviteTreeTab';

/** The super admin's dashboard (/admin, /admin-dashboard). RequireAdmin steers others to /; every admin route checks the role on the server. */
export default function AdminDashboardPage() {
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Admin Dashboard
        </Heading>
        <Tabs.Root defaultValue="feedback" variant="line" lazyMount>
          <ScrollingTabList>
            <Tabs.Trigger value="feedback">App Feedback</Tabs.Trigger>
            <Tabs.Trigger value="form-responses">Google Form Responses</Tabs.Trigger>
            <Tabs.Trigger value="waiting">Waiting List</Tabs.Trigger>
            <Tabs.Trigger value="testimonials">Testimonials</Tabs.Trigger>
            <Tabs.Trigger value="tree">Invite Tree</Tabs.Trigger>
            <Tabs.Trigger value="collusion">Collusion Signals</Tabs.Trigger>
          </ScrollingTabList>
          <Tabs.Content value="feedback">
            <FeedbackAdminTab />
          </Tabs.Content>
          <Tabs.Content value="form-responses">
            <FormResponsesTab />
          </Tabs.Content>
          <Tabs.Content value="waiting">
            <WaitingListTab />
          </Tabs.Content>
          <Tabs.Content value="testimonials">
            <TestimonialsTab />
          </Tabs.Content>
          <Tabs.Content value="tree">
            <InviteTreeTab />
          </Tabs.Content>
          <Tabs.Content value="collusion">
            <CollusionSignalsTab />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
