import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { ApiHooks } from '../../lib/query/apiHooks';
import { Pager } from './FeedbackAdminTab';
import { usePagedCursor } from './usePagedCursor';

/** Waiting List: the total and a paged table, newest first. */
export function WaitingListTab() {
  const paging = usePagedCursor();
  const list = ApiHooks.useListWaitingList(paging.cursor ? { cursor: paging.cursor } : {});
  if (list.isError)
    return (
      <Stack gap="2" role="alert">
        <Text>Error loading waiting list data</Text>
        <Button alignSelf="start" variant="outline" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  if (list.isPending) return <Text color="fg.muted">Loading…</Text>;
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">Total: {list.data.total}</Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Waiting list">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Seeker Type</Table.ColumnHeader>
              <Table.ColumnHeader>Joined</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.entries.map((entry) => (
              <Table.Row key={entry.id}>
                <Table.Cell>{entry.name}</Table.Cell>
                <Table.Cell>{entry.email}</Table.Cell>
                <Table.Cell>{entry.vouch_seeker_type ?? '—'}</Table.Cell>
                <Table.Cell>{new Date(entry.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pager page={paging.page} onPrevious={paging.previous} onNext={list.data.next_cursor ? () => paging.next(list.data.next_cursor!) : undefined} />
    </Stack>
  );
}
