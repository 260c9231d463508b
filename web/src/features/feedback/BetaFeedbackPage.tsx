import { useState } from 'react';
import { Button, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useUser } from '../../shared/session/useUser';
import { PageSpinner } from '../../ui/PageSpinner';
import { GoogleFormFrame, useGoogleFormUrl } from './GoogleFormFrame';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackHistory } from './FeedbackHistory';

/** App Feedback (/beta-feedback): members only; a visitor is asked to log in. */
export default function BetaFeedbackPage() {
  const { user, loading } = useUser();
  const navigate = useNavigate();
  const formUrl = useGoogleFormUrl();
  // Without a form the page opens where a member can act; a tab the member picks stays picked.
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const tab = chosenTab ?? (formUrl ? 'form' : 'bugs');
  if (!user) {
    if (loading) return <PageSpinner />;
    return (
      <Container maxW="lg" py="16">
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size="xl">
            App Feedback
          </Heading>
          <Text>Please log in to provide feedback.</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Go to Home</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Button variant="ghost" alignSelf="start" onClick={() => void navigate(-1)}>
          ← Back
        </Button>
        <Heading as="h1" size="2xl">
          App Feedback
        </Heading>
        {formUrl === undefined ? (
          <PageSpinner label="Loading feedback" />
        ) : (
          <Tabs.Root value={tab} onValueChange={(e) => setChosenTab(e.value)} variant="line" lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="form">User Testing Google Form</Tabs.Trigger>
              <Tabs.Trigger value="bugs">App Bugs & Ideas</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="form">
              <GoogleFormFrame />
            </Tabs.Content>
            <Tabs.Content value="bugs">
              <Stack gap="6">
                <FeedbackForm />
                <FeedbackHistory />
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Stack>
    </Container>
  );
}
