import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { VouchListPage as Page } from '#contract/features/members';
import { useUser } from '../../shared/session/useUser';
import { api, type ApiError } from '../../lib/api';
import { apiQueryKey } from '../../lib/query/operations';
import { VouchCardSkeletons } from './VouchCardSkeletons';
import { INVALID_PAGE_TYPE, MISSING_USER, listTypeOf, vouchListErrorText, type ListType } from './vouchListText';
import { VouchPartyCard } from './VouchPartyCard';

/** A failure of the page, in the spec's words, with Try Again. */
function ListFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Container maxW="md" py="16">
      <Stack role="alert" align="center" gap="4" textAlign="center">
        <Text>{text}</Text>
        <Button colorPalette="brand" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * /vouches-by/{userId} (who vouched for that member; default the viewer)
 * and /vouches-for/{userId} (whom that member vouched for), spec §2.
 */
export default function VouchListPage() {
  const { userId: param } = useParams();
  const { pathname } = useLocation();
  const { profile, loading } = useUser();
  const pageType = listTypeOf(pathname);
  const type: ListType = pageType ?? 'by';
  const userId = param || profile?.id || '';
  const id = type === 'by' ? 'listVouchesReceived' : 'listVouchesGiven';
  const list = useInfiniteQuery<Page, ApiError, Page[], readonly unknown[], string | undefined>({
    queryKey: [...apiQueryKey(id), 'pages', userId],
    queryFn: ({ pageParam, signal }) =>
      (type === 'by' ? api.listVouchesReceived : api.listVouchesGiven)({ userId, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: !!userId && !!pageType,
    retry: (failures, error) => failures < 3 && !(error.status >= 400 && error.status < 500),
    select: (data) => data.pages,
  });
  const retry = () => void list.refetch();
  if (!pageType) return <ListFailure text={INVALID_PAGE_TYPE} onRetry={() => window.location.reload()} />;
  if ((loading && !profile) || (!!userId && list.isPending)) return <VouchCardSkeletons />;
  if (!userId) return <ListFailure text={MISSING_USER} onRetry={() => window.location.reload()} />;
  if (list.isError) return <ListFailure text={vouchListErrorText(list.error)} onRetry={retry} />;
  const pages = list.data ?? [];
  const owner = pages[0]?.owner;
  const total = pages[0]?.total ?? 0;
  const isOwner = owner?.id === profile?.id;
  const ownerName = owner?.full_name || owner?.username || 'this member';
  const vouches = pages.flatMap((p) => p.vouches);
  const title =
    type === 'by'
      ? isOwner
        ? 'People Who Vouch For Me'
        : `People Who Vouch For ${ownerName}`
      : isOwner
        ? 'People I Vouch For'
        : `People ${ownerName} Vouches For`;
  const emptyText =
    type === 'by'
      ? isOwner
        ? 'No one has vouched for you yet.'
        : `No one has vouched for ${ownerName} yet.`
      : isOwner
        ? "You haven't vouched for anyone yet."
        : `${ownerName} hasn't vouched for anyone yet.`;
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">
            {total} vouch{total === 1 ? '' : 'es'}
          </Text>
        </Stack>
        {vouches.length === 0 ? (
          <Stack align="center" gap="3" py="10" textAlign="center">
            <Text>{emptyText}</Text>
            <Link asChild color="brand.fg">
              <RouterLink to="/vouch-community">Explore Members</RouterLink>
            </Link>
          </Stack>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none">
            {vouches.map((v) => (
              <li key={v.id}>
                <VouchPartyCard item={v} direction={type === 'by' ? 'received' : 'given'} variant="full" />
              </li>
            ))}
          </Stack>
        )}
        {list.hasNextPage ? (
          <Button alignSelf="center" variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Load More
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
