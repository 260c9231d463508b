import { useState } from 'react';
import { Badge, Box, Button, Card, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { AdminLoadError } from './AdminLoadError';
import type { AdminFeedbackItem } from '#contract/feedbackResponses';
import { ADMIN_STATUSES, SEARCH_MAX, type AdminStatus } from '#domain/feedback';
import { toaster } from '../../shared/toaster';
import { api } from '../../lib/api';
import { ApiHooks } from '../../lib/query/apiHooks';
import { feedbackStatusLabel, feedbackTypeLabel } from '../feedback';
import { AdminCounts } from './AdminCounts';
import { AdminSearchField } from './AdminSearchField';
import { useAdminSearch } from './useAdminSearch';
import { formatDate } from '../../lib/format';
import { RowSkeletons } from '../../ui/RowSkeletons';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'resolved', label: 'Resolved' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

const dateOf = (iso: string) => formatDate(iso, 'mediumWithTime');

function FeedbackCard({ item }: { item: AdminFeedbackItem }) {
  const update = ApiHooks.useUpdateFeedbackStatus();
  const [downloading, setDownloading] = useState(false);
  const selectId = `status-${item.id}`;

  async function setStatus(status: AdminStatus) {
    try {
      await update.mutateAsync({ id: item.id, admin_status: status });
      toaster.create({ type: 'success', title: 'Status Updated' });
    } catch {
      toaster.create({ type: 'error', title: 'Error', description: 'Failed to update status. Please try again.' });
    }
  }

  async function download() {
    setDownloading(true);
    try {
      const { url } = await api.getFeedbackAttachment({ id: item.id });
      window.location.assign(url);
    } catch {
      toaster.create({ type: 'error', title: 'Error', description: 'Failed to download the attachment. Please try again.' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card.Root as="li" data-testid="admin-feedback-card">
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="start" wrap="wrap" gap="3">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette="blue">{feedbackTypeLabel(item.feedback_type)}</Badge>
                <Badge>Importance: {item.importance}</Badge>
                <Text textStyle="xs" color="fg.muted">
                  {dateOf(item.created_at)}
                </Text>
              </HStack>
              <Text fontWeight="semibold">{item.title || 'Untitled'}</Text>
              <Text textStyle="sm">
                {item.full_name || 'Unknown'} · {item.email}
              </Text>
            </Stack>
            <Stack gap="1" minW="180px">
              <Text textStyle="sm" fontWeight="medium">
                <label htmlFor={selectId}>Status</label>
              </Text>
              <NativeSelect.Root size="sm" disabled={update.isPending}>
                <NativeSelect.Field id={selectId} value={item.admin_status} onChange={(e) => void setStatus(e.target.value as AdminStatus)}>
                  {ADMIN_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {feedbackStatusLabel(s)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Stack>
          </HStack>
          {item.description ? (
            <Text textStyle="sm" whiteSpace="pre-wrap">
              {item.description}
            </Text>
          ) : null}
          <HStack gap="3" wrap="wrap">
            {item.has_attachment ? (
              <Button size="xs" variant="outline" loading={downloading} onClick={() => void download()}>
                Download attachment
              </Button>
            ) : null}
            {item.admin_updated_at ? (
              <Text textStyle="xs" color="fg.muted">
                Status updated {dateOf(item.admin_updated_at)}
              </Text>
            ) : null}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** App Feedback: search, status filter, the four counts and a card per item (server-side search and paging). */
export function FeedbackAdminTab() {
  const { term, q, paging, search } = useAdminSearch();
  const [filter, setFilter] = useState<Filter>('all');
  const list = ApiHooks.useListAllFeedback({
    ...(filter !== 'all' ? { status: filter } : {}),
    ...(q ? { q } : {}),
    ...(paging.cursor ? { cursor: paging.cursor } : {}),
  });
  const counts = list.data?.counts;

  return (
    <Stack gap="5">
      <AdminCounts
        columns={4}
        counts={[
          ['Total', counts?.total],
          ['Open', counts?.open],
          ['In Progress', counts?.in_progress],
          ['Resolved', counts?.resolved],
        ]}
      />
      <HStack gap="3" wrap="wrap" align="end">
        <AdminSearchField
          id="admin-feedback-search"
          label="Search feedback"
          value={term}
          maxLength={SEARCH_MAX}
          placeholder="Title, description, name or email"
          flex="1"
          minW="240px"
          onChange={search}
        />
        <Stack gap="1" minW="180px">
          <Text fontSize="sm" fontWeight="medium">
            <label htmlFor="admin-feedback-filter">Status filter</label>
          </Text>
          <NativeSelect.Root>
            <NativeSelect.Field
              id="admin-feedback-filter"
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value as Filter);
                paging.reset();
              }}
            >
              {FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      </HStack>
      {list.isError ? (
        <AdminLoadError message="Failed to load feedback data. Please try again." onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <RowSkeletons label="Loading feedback" />
      ) : list.data.items.length === 0 ? (
        <Text color="fg.muted">No feedback found.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Feedback">
          {list.data.items.map((item) => (
            <FeedbackCard key={item.id} item={item} />
          ))}
        </Stack>
      )}
      <Pager
        page={paging.page}
        onPrevious={paging.previous}
        onNext={list.data?.next_cursor ? () => paging.next(list.data.next_cursor!) : undefined}
      />
    </Stack>
  );
}

export function Pager({ page, onPrevious, onNext }: { page: number; onPrevious: () => void; onNext: (() => void) | undefined }) {
  if (page === 1 && !onNext) return null;
  return (
    <Box>
      <HStack gap="3">
        <Button size="sm" variant="outline" disabled={page === 1} onClick={onPrevious}>
          Previous
        </Button>
        <Text textStyle="sm">Page {page}</Text>
        <Button size="sm" variant="outline" disabled={!onNext} onClick={onNext}>
          Next
        </Button>
      </HStack>
    </Box>
  );
}
