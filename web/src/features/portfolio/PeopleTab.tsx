import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { VouchListPage } from '#contract/features/members';
import { UserAvatar } from '../../ui/UserAvatar';
import { VouchRowSkeletons } from './VouchRowSkeletons';
import { api, type ApiError } from '../../lib/api';
import { apiQueryKey } from '../../lib/query/operations';
import { TierBadge } from '../../ui/TierBadge';
import { LimitedViewBadge } from '../directory';
import { formatDate } from './formatDate';
import { formatPoints } from '../../lib/format';

type Direction = 'given' | 'received';

const TEXT: Record<Direction, { label: string; empty: string; badge: string; action: { to: string; text: string } }> = {
  given: {
    label: 'People I vouch for',
    empty: "You haven't vouched for anyone yet.",
    badge: 'Receives',
    action: { to: '/vouch-community', text: 'Explore Members' },
  },
  received: {
    label: 'People who vouch for me',
    empty: 'No one has vouched for you yet.',
    badge: 'Gives',
    action: { to: '/vouch-me-qr', text: 'Invite Someone' },
  },
};

/** People I Vouch For / People Who Vouch For Me: the member's given or received vouches, a page at a time (Load More). */
export function PeopleTab({ userId, direction }: { userId: string; direction: Direction }) {
  const id = direction === 'received' ? 'listVouchesReceived' : 'listVouchesGiven';
  const list = useInfiniteQuery<VouchListPage, ApiError, VouchListPage[], readonly unknown[], string | undefined>({
    queryKey: [...apiQueryKey(id), 'pages', userId],
    queryFn: ({ pageParam, signal }) =>
      (direction === 'received' ? api.listVouchesReceived : api.listVouchesGiven)(
        { userId, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: (data) => data.pages,
  });
  const text = TEXT[direction];
  if (list.isPending) {
    return <VouchRowSkeletons label="Loading vouches" kind="people" />;
  }
  if (list.isError) {
    return (
      <Stack role="alert" align="center" gap="3" py="10" textAlign="center">
        <Text>Failed to load vouches: {list.error.message}</Text>
        <Button colorPalette="brand" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  }
  const total = list.data[0]?.total ?? 0;
  const vouches = list.data.flatMap((p) => p.vouches);
  if (vouches.length === 0) {
    return (
      <Stack align="center" gap="3" py="10" textAlign="center">
        <Text>{text.empty}</Text>
        <Link asChild color="brand.fg">
          <RouterLink to={text.action.to}>{text.action.text}</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <Stack gap="4" pt="4">
      <Text color="fg.muted">
        {total} vouch{total === 1 ? '' : 'es'}
      </Text>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={text.label}>
        {vouches.map((v) => {
          const m = v.member;
          const name = m.full_name || m.username || 'Member';
          return (
            <li key={v.id}>
              <Card.Root as="article" variant="outline" aria-label={name}>
                <Card.Body gap="2">
                  <HStack gap="3" justify="space-between" align="start" wrap="wrap">
                    <HStack gap="3" align="start">
                      <UserAvatar name={m.full_name} email={m.username} src={m.avatar_url} size="md" />
                      <Box>
                        <Text fontWeight="semibold">{name}</Text>
                        {m.username ? (
                          <Text fontSize="sm" color="fg.muted">
                            @{m.username}
                          </Text>
                        ) : null}
                        <HStack gap="2" pt="1">
                          {m.limited ? (
                            <LimitedViewBadge />
                          ) : (
                            <>
                              <TierBadge score={m.score.total_score} size="sm" />
                              <Text fontSize="sm">{formatPoints(m.score.total_score)}</Text>
                            </>
                          )}
                        </HStack>
                      </Box>
                    </HStack>
                    <Badge colorPalette="brand" variant="solid">
                      {text.badge}: {v.points} pts
                    </Badge>
                  </HStack>
                  <HStack gap="1" wrap="wrap">
                    {v.attributes.map((a) => (
                      <Badge key={a} size="sm" variant="subtle" colorPalette="brand">
                        {a}
                      </Badge>
                    ))}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(v.created_at)}
                  </Text>
                </Card.Body>
              </Card.Root>
            </li>
          );
        })}
      </Stack>
      {list.hasNextPage ? (
        <Button alignSelf="center" variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Load More
        </Button>
      ) : null}
    </Stack>
  );
}
