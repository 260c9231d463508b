import { Button, Container, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { sameUsername } from '#domain/transcript';
import type { Transcript } from '#contract/features/me';
import { useUser } from '../../shared/session/useUser';
import { ApiHooks } from '../../lib/query/apiHooks';
import { TRANSCRIPT_TEXT } from './texts';
import { TranscriptSkeleton } from './TranscriptSkeleton';

function Notice({ text, retry }: { text: string; retry?: () => void }) {
  return (
    <Container maxW="md" py="16">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Text>{text}</Text>
        {retry ? (
          <Button colorPalette="brand" onClick={retry}>
            Try Again
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}

/** The address of a member's transcript (`suffix` '/print' for the print window). */
export const transcriptPath = (username: string, suffix = '') => `/profile/${encodeURIComponent(username)}/transcript${suffix}`;

/**
 * /profile/{username}/transcript[/print]: the signed-in member's own
 * transcript only. Another username goes to the own address; no profile
 * loaded shows the spec's access-denied text. The server answers only the
 * caller's own transcript whatever the address says (getMyTranscript names no one).
 */
export function OwnTranscript({ suffix = '', children }: { suffix?: string; children: (transcript: Transcript) => ReactNode }) {
  const { username = '' } = useParams();
  const { profile, loading } = useUser();
  const own = profile?.username ?? null;
  const matches = !!own && sameUsername(own, username);
  // Read fresh on every visit: vouches received since the last one change it.
  const transcript = ApiHooks.useGetMyTranscript(matches ? {} : null, { refetchOnMount: 'always' });
  if (!profile) return loading ? <TranscriptSkeleton actions={suffix === ''} /> : <Notice text={TRANSCRIPT_TEXT.accessDenied} />;
  if (!own) return <Notice text={TRANSCRIPT_TEXT.accessDenied} />;
  if (!matches) return <Navigate to={transcriptPath(own, suffix)} replace />;
  if (transcript.data) return children(transcript.data);
  if (transcript.error) {
    const denied = transcript.error.status === 404 || transcript.error.status === 403;
    return (
      <Notice
        text={denied ? TRANSCRIPT_TEXT.accessDenied : TRANSCRIPT_TEXT.loadFailed}
        retry={denied ? undefined : () => void transcript.refetch()}
      />
    );
  }
  return <TranscriptSkeleton actions={suffix === ''} />;
}
