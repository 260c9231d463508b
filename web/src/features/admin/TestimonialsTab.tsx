import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { AdminLoadError } from './AdminLoadError';
import { TESTIMONIAL_SEARCH_MAX } from '#domain/paging';
import { ApiHooks } from '../../lib/query/apiHooks';
import { AdminSearchField } from './AdminSearchField';
import { useAdminSearch } from './useAdminSearch';
import { Pager } from './FeedbackAdminTab';
import { usePagedCursor } from './usePagedCursor';
import { formatDate } from '../../lib/format';
import { RowSkeletons } from '../../ui/RowSkeletons';

const dateOf = (iso: string) => formatDate(iso, 'mediumWithTime');

/** Testimonials members wrote from the floating tab, newest first, searched and paged on the server (stored approved; shown to admins only). */
export function TestimonialsTab() {
  const { term, q, paging, search } = useAdminSearch();
  return (
    <Stack gap="4">
      <AdminSearchField
        id="admin-testimonial-search"
        label="Search testimonials"
        value={term}
        maxLength={TESTIMONIAL_SEARCH_MAX}
        placeholder="Name or testimonial"
        maxW="md"
        onChange={search}
      />
      <TestimonialsList q={q} paging={paging} />
    </Stack>
  );
}

function TestimonialsList({ q, paging }: { q: string; paging: ReturnType<typeof usePagedCursor> }) {
  const list = ApiHooks.useListTestimonials({ ...(q ? { q } : {}), ...(paging.cursor ? { cursor: paging.cursor } : {}) });
  if (list.isError) return <AdminLoadError message="Failed to load testimonials. Please try again." onRetry={() => void list.refetch()} />;
  if (list.isPending) return <RowSkeletons label="Loading testimonials" />;
  return (
    <Stack gap="4">
      {list.data.testimonials.length === 0 ? (
        <Text color="fg.muted">{q ? 'No testimonials match your search.' : 'No testimonials yet.'}</Text>
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
