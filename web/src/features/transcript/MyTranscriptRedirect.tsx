import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../ui/PageSpinner';
import { useUser } from '../../shared/session/useUser';
import { transcriptPath } from './OwnTranscript';
import { TRANSCRIPT_TEXT } from './texts';
import { Container, Text } from '@chakra-ui/react';

/** /my-vouch-transcript: a member with a username goes to their own transcript (visitors never get here: RequireMember sends them to /). */
export default function MyTranscriptRedirect() {
  const { profile, loading } = useUser();
  if (profile?.username) return <Navigate to={transcriptPath(profile.username)} replace />;
  if (loading) return <PageSpinner />;
  return (
    <Container maxW="md" py="16" textAlign="center">
      <Text role="alert">{TRANSCRIPT_TEXT.accessDenied}</Text>
    </Container>
  );
}
