import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { isProfileCompleteForVouching } from '#domain';
import type { CreatedVouch, MemberSummary } from '#contract/responses';
import { PageSpinner } from '../../app/layout/PageSpinner';
import { ProfileLoadFailed } from '../../app/layout/ProfileLoadFailed';
import { useUser } from '../../app/session/useUser';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/apiError';
import { ApiHooks } from '../../lib/query/apiHooks';
import { ProfileRequirementsGate } from '../onboarding';
import { VouchSuccessDialog, VouchWizardDialog } from '../vouchWizard';
import { MemberCard } from './MemberCard';
import { MemberSearch } from './MemberSearch';
import { ProfileIncompleteNotice } from './ProfileIncompleteNotice';

function lookupError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'No member found with that username.';
  return "We couldn't load this member. Please try again.";
}

/**
 * /vouched, minimal for now: find a member by username (?user= prefills it),
 * see their card, vouch. The browse tabs and the directory are not built yet.
 */
function VouchNow() {
  const { profile } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const username = searchParams.get('user')?.trim() || null;
  const member = ApiHooks.useGetMember(username ? { username } : null);
  const [formOpen, setFormOpen] = useState(false);
  const [submitted, setSubmitted] = useState<{ result: CreatedVouch; name: string; username: string | null } | null>(null);
  const canVouch = !!profile && isProfileCompleteForVouching(profile);

  function search(next: string) {
    setSearchParams({ user: next });
  }

  function startVouch() {
    if (!canVouch) {
      toaster.create({ type: 'error', title: 'Profile Incomplete', description: 'Please complete your profile information first.' });
      return;
    }
    setFormOpen(true);
  }

  function onSubmitted(result: CreatedVouch, target: MemberSummary) {
    setFormOpen(false);
    setSubmitted({ result, name: target.full_name || target.username || 'this member', username: target.username });
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Vouch Now
          </Heading>
          <Text color="fg.muted">Find someone you know by their username and vouch for their character.</Text>
        </Stack>
        {!canVouch && profile ? <ProfileIncompleteNotice profile={profile} /> : null}
        <MemberSearch key={username ?? ''} initial={username ?? ''} onSearch={search} />
        {member.isFetching && !member.data ? <PageSpinner label="Looking up member" /> : null}
        {member.isError ? (
          <Stack gap="3" role="alert">
            <Text>{lookupError(member.error)}</Text>
            {!(member.error instanceof ApiError && member.error.status === 404) ? (
              <Button alignSelf="start" variant="outline" onClick={() => void member.refetch()}>
                Try Again
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {member.data ? (
          <>
            <MemberCard member={member.data} isSelf={member.data.id === profile?.id} onVouch={startVouch} />
            <VouchWizardDialog
              key={member.data.id}
              member={member.data}
              open={formOpen}
              onClose={() => setFormOpen(false)}
              onSubmitted={(result) => member.data && onSubmitted(result, member.data)}
            />
          </>
        ) : null}
      </Stack>
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
  const { profile, loading } = useUser();
  if (loading && !profile) return <PageSpinner />;
  // Members only (RequireMember), so no profile here means its fetch failed three times.
  if (!profile) return <ProfileLoadFailed message="Connection Problem" />;
  return (
    <ProfileRequirementsGate profile={profile}>
      <VouchNow />
    </ProfileRequirementsGate>
  );
}
