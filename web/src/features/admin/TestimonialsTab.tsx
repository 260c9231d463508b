import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ApiHooks } from '../../lib/query/apiHooks';
import { Pager } from './FeedbackAdminTab';
import { usePagedCursor } from './usePagedCursor';

const dateOf = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Testimonials members wrote from the floating tab, newest first, paged (stored approved; shown to admins only). */
export function TestimonialsTab() {
  const paging = usePagedCursor();
  const list = ApiHooks.useListTestimonials(paging.cursor ? { cursor: paging.cursor } : {});
  if (list.isError)
    return (
      <Stack gap="2" role="alert">
        <Text>Failed to load testimonials. Please try again.</Text>
        <Button alignSelf="start" variant="outline" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  if (list.isPending) return <Text color="fg.muted">Loading…</Text>;
  return (
    <Stack gap="4">
      {list.data.testimonials.length === 0 ? (
        <Text color="fg.muted">No testimonials yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Testimonials">
          {list.data.testimonials.map((t) => (
            <Card.Root as="li" key={t.id} data-testid="admin-testimonial-card">
              <Card.Body>
                <Stack gap="2">
                  <HStack gap="2" wrap="wrap">
                    <Heading as="h2" size="sm">
                      {t.name}
                    </Heading>
                    {t.is_approved ? <Badge colorPalette="green">Approved</Badge> : null}
                    <Text textStyle="xs" color="fg.muted">
                      {dateOf(t.created_at)}
                    </Text>
                  </HStack>
                  <Text textStyle="sm" whiteSpace="pre-wrap">
                    {t.content}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      <Pager page={paging.page} onPrevious={paging.previous} onNext={list.data.next_cursor ? () => paging.next(list.data.next_cursor!) : undefined} />
    </Stack>
  );
}
