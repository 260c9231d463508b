import { Container, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ProfileLoadFailed } from '../../shared/ProfileLoadFailed';
import { useUser } from '../../shared/session/useUser';
import { MyProfileSkeleton } from './MyProfileSkeleton';
import { ProfileHeader } from './ProfileHeader';
import { ProfileShortcuts } from './ProfileShortcuts';
import { TierProgressCard } from './TierProgressCard';
import { VouchScoreSummary } from './VouchScoreSummary';

/**
 * /my-profile: the member's own profile and score. The session's profile is
 * from sign-in; vouches received since then change the score, so the page
 * reads the profile again when it opens with one already at hand (shown meanwhile).
 */
export default function MyProfilePage() {
  const { profile, loading, refreshProfile } = useUser();
  // Opened while a fetch runs (first load, sign-in): that answer is fresh enough.
  const [heldProfileOnOpen] = useState(() => !loading && !!profile);
  useEffect(() => {
    if (heldProfileOnOpen) void refreshProfile();
  }, [heldProfileOnOpen, refreshProfile]);
  if (loading && !profile) return <MyProfileSkeleton />;
  if (!profile) return <ProfileLoadFailed />;
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <ProfileHeader profile={profile} />
        <VouchScoreSummary profile={profile} />
        <TierProgressCard profile={profile} />
        <ProfileShortcuts />
      </Stack>
    </Container>
  );
}
