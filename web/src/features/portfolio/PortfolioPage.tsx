import { Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { ScrollingTabList } from '../../ui/ScrollingTabList';
import { ProfileLoadFailed } from '../../shared/ProfileLoadFailed';
import { useUser } from '../../shared/session/useUser';
import { AnalyticsTab } from './AnalyticsTab';
import { AnalyticsSkeleton } from './AnalyticsSkeleton';
import { InvitesTab, InvitesTabSkeleton } from './InvitesTab';
import { MessagesTab } from './MessagesTab';
import { MessageRowSkeletons } from './MessageRowSkeletons';
import { PeopleRowSkeletons, PeopleTab } from './PeopleTab';

/**
 * /my-vouch-dashboard, My Vouch Portfolio (spec §2 'Portfolio dashboard'):
 * five tabs, each mounted (and read) only when opened. The charts and their
 * library load with the Analytics tab, never on another route.
 */
export default function PortfolioPage() {
  const { profile, loading } = useUser();
  if (!loading && !profile) return <ProfileLoadFailed />;
  // While the member's profile loads, the page's title and tabs are already known: only the tab's content waits.
  const userId = profile?.id;
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            My Vouch Portfolio
          </Heading>
          <Text color="fg.muted">How others see your character, and the people you vouch for.</Text>
        </Stack>
        <Tabs.Root defaultValue="analytics" variant="line" lazyMount fitted={false}>
          <ScrollingTabList>
            <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
            <Tabs.Trigger value="messages">Vouch Messages</Tabs.Trigger>
            <Tabs.Trigger value="given">People I Vouch For</Tabs.Trigger>
            <Tabs.Trigger value="received">People Who Vouch For Me</Tabs.Trigger>
            <Tabs.Trigger value="invites">My Invites</Tabs.Trigger>
          </ScrollingTabList>
          <Tabs.Content value="analytics">{userId ? <AnalyticsTab /> : <AnalyticsSkeleton />}</Tabs.Content>
          <Tabs.Content value="messages">{userId ? <MessagesTab userId={userId} /> : <MessageRowSkeletons />}</Tabs.Content>
          <Tabs.Content value="given">{userId ? <PeopleTab userId={userId} direction="given" /> : <PeopleRowSkeletons />}</Tabs.Content>
          <Tabs.Content value="received">{userId ? <PeopleTab userId={userId} direction="received" /> : <PeopleRowSkeletons />}</Tabs.Content>
          <Tabs.Content value="invites">{userId ? <InvitesTab /> : <InvitesTabSkeleton />}</Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
