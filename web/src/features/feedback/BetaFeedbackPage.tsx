import { Box, Button, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useUser } from '../../shared/session/useUser';
import { PageSpinner } from '../../ui/PageSpinner';
import { loadConfig } from '../../lib/config';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackHistory } from './FeedbackHistory';

/** The embedded user-testing form; its address is configuration (and the CSP's frame-src allows that origin only). */
export function GoogleFormFrame() {
  const config = useQuery({ queryKey: ['webConfig'], queryFn: loadConfig, staleTime: Infinity, retry: 1 });
  const url = config.data?.googleFormUrl;
  if (config.isPending) return <PageSpinner label="Loading form" />;
  if (!url) return <Text color="fg.muted">The user testing form is not configured.</Text>;
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden">
      <iframe src={url} title="User Testing Google Form" width="100%" height="800" style={{ border: 0 }} loading="lazy" />
    </Box>
  );
}

/** App Feedback (/beta-feedback): members only; a visitor is asked to log in. */
export default function BetaFeedbackPage() {
  const { user, loading } = useUser();
  const navigate = useNavigate();
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
        <Tabs.Root defaultValue="form" variant="line" lazyMount>
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
      </Stack>
    </Container>
  );
}
