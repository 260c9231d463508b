import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { AdminLoadError } from './AdminLoadError';
import type { WaitingListEntry } from '#contract/responses';
import { WAITING_LIST_SEARCH_MAX } from '#domain/paging';
import { toaster } from '../../shared/toaster';
import { ApiError } from '../../lib/api';
import { ApiHooks } from '../../lib/query/apiHooks';
import { AdminSearchField } from './AdminSearchField';
import { useAdminSearch } from './useAdminSearch';
import { Pager } from './FeedbackAdminTab';
import { usePagedCursor } from './usePagedCursor';
import { formatDate } from '../../lib/format';
import { RowSkeletons } from '../../ui/RowSkeletons';

/** Invite (beyond the spec): an invite of the product, mailed to the person; the row then shows Invited. */
function InviteCell({ entry }: { entry: WaitingListEntry }) {
  const invite = ApiHooks.useInviteWaitingListEntry();
  if (entry.invited_at) return <Badge colorPalette="green">Invited</Badge>;
  async function send() {
    try {
      const result = await invite.mutateAsync({ id: entry.id, created_at: entry.created_at });
      toaster.create(
        result.mailed
          ? { type: 'success', title: 'Invite sent', description: `An email invitation has been sent to ${entry.email}` }
          : { type: 'warning', title: 'Invite created but email failed', description: 'The invite was saved but we could not send the email.' },
      );
    } catch (error) {
      const already = error instanceof ApiError && error.status === 409;
      toaster.create({ type: 'error', title: 'Error', description: already ? 'This person has already been invited.' : 'Failed to create invite' });
    }
  }
  return (
    <Button size="xs" colorPalette="brand" loading={invite.isPending} onClick={() => void send()} aria-label={`Invite ${entry.name}`}>
      Invite
    </Button>
  );
}

/** Waiting List: the total, a search on the server, and a paged table, newest first. */
export function WaitingListTab() {
  const { term, q, paging, search } = useAdminSearch();
  return (
    <Stack gap="4">
      <AdminSearchField
        id="admin-waiting-search"
        label="Search the waiting list"
        value={term}
        maxLength={WAITING_LIST_SEARCH_MAX}
        placeholder="Name or email"
        maxW="md"
        onChange={search}
      />
      <WaitingListTable q={q} paging={paging} />
    </Stack>
  );
}

function WaitingListTable({ q, paging }: { q: string; paging: ReturnType<typeof usePagedCursor> }) {
  const list = ApiHooks.useListWaitingList({ ...(q ? { q } : {}), ...(paging.cursor ? { cursor: paging.cursor } : {}) });
  if (list.isError) return <AdminLoadError message="Error loading waiting list data" onRetry={() => void list.refetch()} />;
  if (list.isPending) return <RowSkeletons label="Loading the waiting list" />;
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">Total: {list.data.total}</Text>
      {list.data.entries.length === 0 ? (
        <Text color="fg.muted">{q ? 'No one on the waiting list matches your search.' : 'No one is on the waiting list yet.'}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Waiting list">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Seeker Type</Table.ColumnHeader>
                <Table.ColumnHeader>Joined</Table.ColumnHeader>
                <Table.ColumnHeader>Invite</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.entries.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell>{entry.name}</Table.Cell>
                  <Table.Cell>{entry.email}</Table.Cell>
                  <Table.Cell>{entry.vouch_seeker_type ?? '—'}</Table.Cell>
                  <Table.Cell>{formatDate(entry.created_at, 'medium')}</Table.Cell>
                  <Table.Cell>
                    <InviteCell entry={entry} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager page={paging.page} onPrevious={paging.previous} onNext={list.data.next_cursor ? () => paging.next(list.data.next_cursor!) : undefined} />
    </Stack>
  );
}
