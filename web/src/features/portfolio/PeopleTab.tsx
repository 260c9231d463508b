import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { VouchListPage } from '#contract/features/members';
import { api, type ApiError } from '../../lib/api';
import { apiQueryKey } from '../../lib/query/operations';
import { VouchPartyCard, VouchPartyCardSkeleton, type VouchDirection } from '../directory';

const TEXT: Record<VouchDirection, { label: string; empty: string; action: { to: string; text: string } }> = {
  given: {
    label: 'People I vouch for',
    empty: "You haven't vouched for anyone yet.",
    action: { to: '/vouch-community', text: 'Explore Members' },
  },
  received: {
    label: 'People who vouch for me',
    empty: 'No one has vouched for you yet.',
    action: { to: '/vouch-me-qr', text: 'Invite Someone' },
  },
};

/** A people tab while it loads: the count line's and the cards' shapes (issue 23 §3). */
export function PeopleRowSkeletons() {
  return (
    <Stack gap="4" pt="4" role="status" aria-label="Loading vouches">
      <Skeleton h="4" w="20" aria-hidden="true" />
      <Stack gap="3">
        {[0, 1, 2].map((i) => (
          <VouchPartyCardSkeleton key={i} variant="compact" />
        ))}
      </Stack>
    </Stack>
  );
}

/** People I Vouch For / People Who Vouch For Me: the member's given or received vouches, a page at a time (Load More). */
export function PeopleTab({ userId, direction }: { userId: string; direction: VouchDirection }) {
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
  if (list.isPending) return <PeopleRowSkeletons />;
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
        {vouches.map((v) => (
          <li key={v.id}>
            <VouchPartyCard item={v} direction={direction} variant="compact" />
          </li>
        ))}
      </Stack>
      {list.hasNextPage ? (
        <Button alignSelf="center" variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Load More
        </Button>
      ) : null}
    </Stack>
  );
}
