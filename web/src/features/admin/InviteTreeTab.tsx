/**
 * The invite tree (issue 11 §5, beyond the spec): who invited whom, from the
 * members who joined without an invite. Each member opens to show the
 * members who joined with their invites (read from the server one level at
 * a time); a search finds a member anywhere and shows the inviters above them.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AdminLoadError } from './AdminLoadError';
import { useId, useState } from 'react';
import type { TreeNodeView } from '#contract/inviteTreeResponses';
import { INVITE_TREE_SEARCH_MAX } from '#domain/paging';
import { ApiHooks } from '../../lib/query/apiHooks';
import { AdminSearchField } from './AdminSearchField';
import { useAdminSearch } from './useAdminSearch';
import { Pager } from './FeedbackAdminTab';
import { usePagedCursor } from './usePagedCursor';
import { formatDate } from '../../lib/format';
import { RowSkeletons } from '../../ui/RowSkeletons';

const nameOf = (m: { full_name: string | null; username: string | null }) => m.full_name ?? (m.username ? `@${m.username}` : 'Unnamed member');
const joinedOn = (iso: string) => formatDate(iso, 'medium');

function NodeSummary({ node, showPath }: { node: TreeNodeView; showPath?: boolean }) {
  return (
    <Stack gap="0.5">
      {/* A div: the name leads the line, it does not title a section. */}
      <Text as="div" fontWeight="semibold">
        {nameOf(node)}
        {node.username ? (
          <Text as="span" fontWeight="normal" color="fg.muted">
            {' '}
            @{node.username}
          </Text>
        ) : null}
      </Text>
      {showPath ? (
        <Text textStyle="xs" color="fg.muted">
          {node.path.length ? `Invited through ${node.path.map(nameOf).join(' › ')}` : 'Joined without an invite (a first member)'}
        </Text>
      ) : null}
      <Text textStyle="xs" color="fg.muted">
        Joined {joinedOn(node.joined_at)} · {node.vouches_received} received · {node.vouches_given} given · {node.invited} invited
      </Text>
    </Stack>
  );
}

function Children({ userId, listId }: { userId: string; listId: string }) {
  const branch = ApiHooks.useGetInviteTreeBranch({ userId });
  if (branch.isError)
    return (
      <Text id={listId} role="alert" textStyle="sm">
        Failed to load the members they invited.{' '}
        <Button size="xs" variant="outline" onClick={() => void branch.refetch()}>
          Try Again
        </Button>
      </Text>
    );
  if (branch.isPending)
    return (
      <Text id={listId} textStyle="sm" color="fg.muted">
        Loading…
      </Text>
    );
  return (
    <Stack
      as="ul"
      id={listId}
      listStyleType="none"
      gap="2"
      ps="5"
      borderStartWidth="2px"
      borderColor="border.muted"
      aria-label={`Invited by ${nameOf(branch.data.node)}`}
    >
      {branch.data.children.map((child) => (
        <TreeItem key={child.id} node={child} />
      ))}
    </Stack>
  );
}

function TreeItem({ node, showPath }: { node: TreeNodeView; showPath?: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Box as="li" data-testid="invite-tree-node">
      <HStack align="start" gap="3">
        {node.invited > 0 ? (
          <Button
            size="xs"
            variant="outline"
            minW="8"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} the ${node.invited} invited by ${nameOf(node)}`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? '−' : '+'}
          </Button>
        ) : (
          <Box minW="8" aria-hidden />
        )}
        <NodeSummary node={node} showPath={showPath} />
      </HStack>
      {open ? (
        <Box mt="2" ms="4">
          <Children userId={node.id} listId={listId} />
        </Box>
      ) : null}
    </Box>
  );
}

function TreeList({ q, paging }: { q: string; paging: ReturnType<typeof usePagedCursor> }) {
  const list = ApiHooks.useListInviteTree({ ...(q ? { q } : {}), ...(paging.cursor ? { cursor: paging.cursor } : {}) });
  if (list.isError) return <AdminLoadError message="Failed to load the invite tree. Please try again." onRetry={() => void list.refetch()} />;
  if (list.isPending) return <RowSkeletons label="Loading the invite tree" />;
  if (list.data.nodes.length === 0) return <Text color="fg.muted">{q ? 'No member matches your search.' : 'No members yet.'}</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="3" aria-label={q ? 'Members found' : 'First members'}>
        {list.data.nodes.map((node) => (
          <TreeItem key={node.id} node={node} showPath={!!q} />
        ))}
      </Stack>
      <Pager page={paging.page} onPrevious={paging.previous} onNext={list.data.next_cursor ? () => paging.next(list.data.next_cursor!) : undefined} />
    </Stack>
  );
}

export function InviteTreeTab() {
  const { term, q, paging, search } = useAdminSearch();
  return (
    <Stack gap="4">
      <Text color="fg.muted" textStyle="sm">
        Who invited whom, from the members who joined without an invite. Open a member to see who joined with their invites.
      </Text>
      <AdminSearchField
        id="admin-tree-search"
        label="Find a member"
        value={term}
        maxLength={INVITE_TREE_SEARCH_MAX}
        placeholder="Name or username"
        maxW="md"
        onChange={search}
      />
      <TreeList q={q} paging={paging} />
    </Stack>
  );
}
