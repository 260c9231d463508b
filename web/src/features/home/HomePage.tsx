import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HeartHandshake, ScrollText, Send } from 'lucide-react';
import { hasCompletedRequirements } from '#domain';
import { LinkCard } from '../../ui/LinkCard';
import { PageSpinner } from '../../ui/PageSpinner';
import { ProfileLoadFailed } from '../../shared/ProfileLoadFailed';
import { useArrivalFocus } from '../../shared/focusHeading';
import { useUser } from '../../shared/session/useUser';
import { clearPendingVouchTarget, readPendingVouchTarget } from '../../lib/pendingVouchTarget';
import { CompletingProfileScreen, OnboardingWizard } from '../onboarding';
import { ScoreLine } from '../../ui/ScoreLine';
import { greetingName } from './greeting';

/**
 * /home. Gate order (spec vouching §2 Home): spinner while loading; missing
 * terms go back to the landing page with the social terms modal; an
 * incomplete profile gets the onboarding wizard; then the greeting and tiles.
 * Visitors never get here (RequireMember sends them to /).
 */
/**
 * On to the wizard for the member a "Vouch for Me" link named. The stored
 * target is forgotten only once this is on screen: a render React throws
 * away or repeats (a transition, StrictMode) must not lose it first.
 */
function GoVouchFor({ target }: { target: string }) {
  useEffect(() => clearPendingVouchTarget(), []);
  return <Navigate to={`/vouched?user=${encodeURIComponent(target)}`} replace />;
}

export default function HomePage() {
  const { profile, loading } = useUser();
  // Read once, when the page opens: reading has no effect, so a discarded render costs nothing.
  const [vouchTarget] = useState(readPendingVouchTarget);
  // Onboarding ends here, its dialog gone: the greeting takes focus (issue 22 §13).
  const heading = useArrivalFocus();

  if (loading && !profile) return <PageSpinner />;
  // The profile fetch failed three times; the spec keeps that silent, but the page must offer a way on.
  if (!profile) return <ProfileLoadFailed />;
  if (!profile.terms_accepted_at) return <Navigate to="/?show_oauth_terms=true" replace />;
  if (!hasCompletedRequirements(profile)) {
    return (
      <>
        <CompletingProfileScreen />
        <OnboardingWizard key={profile.id} profile={profile} />
      </>
    );
  }

  // A visitor who came through someone's "Vouch for Me" link is now a member: on to vouching for them.
  if (vouchTarget) return <GoVouchFor target={vouchTarget} />;

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} ref={heading} tabIndex={-1}>
            Hi {greetingName(profile)}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Choose what you'd like to do today.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <LinkCard
            to="/vouched"
            title="Start Vouching"
            description="Vouch for someone you know and tell the world what makes them trustworthy."
            icon={<HeartHandshake size={32} />}
          />
          <LinkCard
            to="/request-vouch"
            title="Request Vouch"
            description="Share your profile so the people who know you can vouch for you."
            icon={<Send size={32} />}
          />
          <LinkCard
            to="/my-vouch-transcript"
            title="My Vouch Transcript"
            description={`Your scorecard: ${profile.score.total_vouches} vouch${profile.score.total_vouches === 1 ? '' : 'es'} received.`}
            icon={<ScrollText size={32} />}
          >
            <ScoreLine score={profile.score.total_score} />
          </LinkCard>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
