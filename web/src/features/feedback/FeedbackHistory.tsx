import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ApiHooks } from '../../lib/query/apiHooks';
import { feedbackStatusLabel, feedbackTypeLabel } from './labels';
import { OpenAttachmentButton } from './OpenAttachmentButton';
import { formatDate } from '../../lib/format';

/** Your Feedback History: the member's own items, not archived, newest first. */
export function FeedbackHistory() {
  const history = ApiHooks.useListMyFeedback();
  const items = history.data?.items ?? [];
  return (
    <Card.Root as="section" aria-labelledby="feedback-history-heading">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id="feedback-history-heading">
            Your Feedback History
          </Heading>
          {history.isError ? (
            <Stack gap="2" role="alert">
              <Text>Error: Failed to load feedback</Text>
              <Button alignSelf="start" variant="outline" onClick={() => void history.refetch()}>
                Try Again
              </Button>
            </Stack>
          ) : history.isPending ? (
            <Text color="fg.muted">Loading…</Text>
          ) : items.length === 0 ? (
            <Text color="fg.muted">No feedback submitted yet.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Your feedback">
              {items.map((item) => (
                <Stack as="li" key={item.id} gap="1" borderWidth="1px" borderRadius="md" p="3">
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette="blue">{feedbackTypeLabel(item.feedback_type)}</Badge>
                    <Badge>{feedbackStatusLabel(item.status)}</Badge>
                    <Text textStyle="xs" color="fg.muted">
                      {formatDate(item.created_at, 'long')}
                    </Text>
                  </HStack>
                  <Text fontWeight="semibold">{item.title || 'Untitled'}</Text>
                  {item.description ? (
                    <Text textStyle="sm" whiteSpace="pre-wrap">
                      {item.description}
                    </Text>
                  ) : null}
                  {item.has_attachment ? <OpenAttachmentButton feedbackId={item.id} title={item.title || 'Untitled'} /> : null}
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
