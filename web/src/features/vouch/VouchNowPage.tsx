import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { isProfileCompleteForVouching } from '#domain';
import type { DirectoryFilter, DirectorySort } from '#domain/directory';
import type { CreatedVouch } from '#contract/features/vouches';
import type { MemberCard as MemberCardView, MemberSummary } from '#contract/features/members';
import { PageSpinner } from '../../ui/PageSpinner';
import { useUser } from '../../shared/session/useUser';
import { toaster } from '../../shared/toaster';
import { ApiError } from '../../lib/apiError';
import { ApiHooks } from '../../lib/query/apiHooks';
import { OffPlatformVouchButton } from './offPlatform';
import {
  BrowseProfileGate,
  EmptyState,
  MemberList,
  MemberListControls,
  MemberProfileDialog,
  NO_MEMBERS_HEADING,
} from '../directory';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { ProfileRequirementsGate } from '../onboarding';
import { VouchSuccessDialog, VouchWizardDialog } from './wizard';
import { MemberCard } from './MemberCard';
import { ProfileIncompleteNotice } from './ProfileIncompleteNotice';

function lookupError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'No member found with that username or id.';
  return "We couldn't load this member. Please try again.";
}

const TABS: { value: DirectoryFilter; label: string }[] = [
  { value: 'all', label: 'All Members' },
  { value: 'vouched-by-me', label: 'Vouched by Me' },
  { value: 'vouching-for-me', label: 'Vouching for Me' },
];

const SORTS: { value: DirectorySort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest-points', label: 'Highest Points' },
  { value: 'most-vouched', label: 'Most Vouched' },
  { value: 'needs-vouch', label: 'Needs Vouches' },
];

/** Who the vouch flow is opened for: the card's member, or the member ?user= names. */
type VouchTarget = Pick<MemberSummary, 'id' | 'full_name' | 'username' | 'avatar_url'>;
const asSummary = (m: VouchTarget): MemberSummary => ({
  limited: true,
  id: m.id,
  full_name: m.full_name,
  username: m.username,
  avatar_url: m.avatar_url,
});

/**
 * /vouched (spec §2 'Vouch Now'): three tabs, a debounced server-side
 * search, the count line, four sorts, member cards with Vouch and View
 * Profile, an empty state per tab. ?user= (a username or an id: a vouch
 * link) opens the wizard for that member at once, and keeps their card
 * above the list to reopen it. The vouch flow is one entry point,
 * `startVouch(member)`, so the dialog behind it can be swapped.
 */
function VouchNow() {
  const { profile } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const username = searchParams.get('user')?.trim() || null;
  const member = ApiHooks.useGetMember(username ? { username } : null);
  /** The ?user= whose wizard was closed: a link opens it once, not again on every render or refetch. */
  const [closedLink, setClosedLink] = useState<string | null>(null);
  const [target, setTarget] = useState<MemberSummary | null>(null);
  const [submitted, setSubmitted] = useState<{ result: CreatedVouch; name: string; username: string | null } | null>(null);
  const [tab, setTab] = useState<DirectoryFilter>('all');
  const [sort, setSort] = useState<DirectorySort>('newest');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 300);
  const [open, setOpen] = useState<MemberCardView | null>(null);
  const canVouch = !!profile && isProfileCompleteForVouching(profile);

  function startVouch(m: VouchTarget) {
    if (!canVouch) {
      toaster.create({ type: 'error', title: 'Profile Incomplete', description: 'Please complete your profile information first.' });
      return;
    }
    setTarget(asSummary(m));
  }

  // The link's member, until that wizard is closed. Not oneself (the card says one cannot vouch for
  // oneself), and not while the profile is incomplete (the notice above says what is missing).
  const linked = member.data;
  const linkTarget = username && linked && closedLink !== username && linked.id !== profile?.id && canVouch ? asSummary(linked) : null;
  const wizardFor = target ?? linkTarget;
  function closeWizard() {
    setTarget(null);
    if (username) setClosedLink(username);
  }

  function onSubmitted(result: CreatedVouch, to: MemberSummary) {
    closeWizard();
    setSubmitted({ result, name: to.full_name || to.username || 'this member', username: to.username });
  }

  const empty =
    tab === 'vouched-by-me' && !q.trim() ? (
      <EmptyState
        title="No Vouches Given Yet"
        action={
          <Button colorPalette="brand" onClick={() => setTab('all')}>
            Explore Members
          </Button>
        }
      />
    ) : tab === 'vouching-for-me' && !q.trim() ? (
      <EmptyState title="No Vouches Received Yet" />
    ) : (
      <EmptyState title={NO_MEMBERS_HEADING} body="Try adjusting your search or filters to discover more members of the community." />
    );

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Vouch Now
          </Heading>
          <Text color="fg.muted">Find someone you know and vouch for their character.</Text>
        </Stack>
        {!canVouch && profile ? <ProfileIncompleteNotice profile={profile} /> : null}
        <OffPlatformVouchButton />
        {username && member.isFetching && !member.data ? <PageSpinner label="Looking up member" /> : null}
        {username && member.isError ? (
          <Stack gap="3" role="alert">
            <Text>{lookupError(member.error)}</Text>
            {!(member.error instanceof ApiError && member.error.status === 404) ? (
              <Button alignSelf="start" variant="outline" onClick={() => void member.refetch()}>
                Try Again
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {username && member.data ? (
          <MemberCard member={member.data} isSelf={member.data.id === profile?.id} onVouch={() => member.data && startVouch(member.data)} />
        ) : null}
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as DirectoryFilter)} variant="line">
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((t) => (
            // Every tab has its panel (aria-controls must name one); only the open one holds the list.
            <Tabs.Content key={t.value} value={t.value}>
              {tab === t.value ? (
                <Stack gap="6">
                  {/* The four sorts order every tab; on a relationship tab 'Newest' is the newest vouch first (docs/decisions.md). */}
                  <MemberListControls
                    idPrefix="vouch-now"
                    text={text}
                    onText={setText}
                    choice={{ label: 'Sort by', value: sort, options: SORTS, onChange: setSort }}
                  />
                  <MemberList input={{ filter: tab, sort, q }} onVouch={startVouch} onOpen={setOpen} empty={empty} />
                </Stack>
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
      {wizardFor ? (
        <VouchWizardDialog
          key={wizardFor.id}
          member={wizardFor}
          open
          onClose={closeWizard}
          onSubmitted={(result) => onSubmitted(result, wizardFor)}
        />
      ) : null}
      <MemberProfileDialog member={open} onClose={() => setOpen(null)} />
      <VouchSuccessDialog
        result={submitted?.result ?? null}
        name={submitted?.name ?? ''}
        username={submitted?.username}
        onClose={() => setSubmitted(null)}
        onKeepVouching={() => {
          setSubmitted(null);
          setSearchParams({});
        }}
      />
    </Container>
  );
}

export default function VouchNowPage() {
  return (
    <BrowseProfileGate>
      {(profile) => (
        <ProfileRequirementsGate profile={profile}>
          <VouchNow />
        </ProfileRequirementsGate>
      )}
    </BrowseProfileGate>
  );
}
