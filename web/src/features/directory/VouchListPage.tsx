import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { Badge, Button, Card, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ATTRIBUTE_CATEGORIES } from '#domain';
import type { VouchListItem, VouchListPage as Page } from '#contract/features/members';
import { UserAvatar } from '../../ui/UserAvatar';
import { useUser } from '../../shared/session/useUser';
import { api, type ApiError } from '../../lib/api';
import { apiQueryKey } from '../../lib/query/operations';
import { RichMessage } from '../../ui/RichMessage';
import { TierBadge } from '../../ui/TierBadge';
import { LimitedViewBadge } from './LimitedViewBadge';
import { VouchCardSkeletons } from './VouchCardSkeletons';
import { INVALID_PAGE_TYPE, MISSING_USER, listTypeOf, vouchListErrorText, type ListType } from './vouchListText';
import { formatDate, formatPoints } from '../../lib/format';

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

/** The attributes of a vouch, grouped by category (spec: 'attribute groups'). */
function attributeGroups(attributes: readonly string[]): { label: string; names: string[] }[] {
  const groups = ATTRIBUTE_CATEGORIES.map((c) => ({
    label: c.label,
    names: attributes.filter((a) => (c.attributes as readonly string[]).includes(a)),
  }));
  const known = new Set(ATTRIBUTE_CATEGORIES.flatMap((c) => c.attributes as readonly string[]));
  const other = attributes.filter((a) => !known.has(a));
  return [...groups, { label: 'Other', names: other }].filter((g) => g.names.length);
}

function VouchCard({ item, type }: { item: VouchListItem; type: ListType }) {
  const m = item.member;
  // A party the viewer has no full access to comes limited: who they are, and the badge instead of the rest.
  const location = m.limited ? '' : [m.city, m.state, m.country].filter(Boolean).join(', ');
  const name = m.full_name || m.username || 'Member';
  return (
    <Card.Root as="article" aria-label={name} variant="outline">
      <Card.Body gap="3">
        <HStack gap="3" align="start" justify="space-between" wrap="wrap">
          <HStack gap="3" align="start">
            <UserAvatar name={m.full_name} email={m.username} src={m.avatar_url} size="lg" />
            <Stack gap="0">
              <Heading as="h2" size="md">
                {name}
              </Heading>
              {m.username ? (
                <Text color="fg.muted" fontSize="sm">
                  @{m.username}
                </Text>
              ) : null}
              {location ? (
                <Text color="fg.muted" fontSize="sm">
                  {location}
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
            </Stack>
          </HStack>
          <Badge colorPalette="brand" variant="solid">
            {type === 'by' ? 'Gives' : 'Receives'}: {item.points} pts
          </Badge>
        </HStack>
        {!m.limited && m.bio ? (
          <Text fontSize="sm" color="fg.muted">
            {m.bio}
          </Text>
        ) : null}
        {attributeGroups(item.attributes).map((g) => (
          <Stack key={g.label} gap="1">
            <Text fontSize="sm" fontWeight="semibold">
              {g.label}
            </Text>
            <HStack gap="1" wrap="wrap">
              {g.names.map((a) => (
                <Badge key={a} size="sm" variant="subtle" colorPalette="brand">
                  {a}
                </Badge>
              ))}
            </HStack>
          </Stack>
        ))}
        <RichMessage html={item.message} quoted fontStyle="italic" />
        <Text fontSize="sm" color="fg.muted">
          {formatDate(item.created_at, 'long')}
        </Text>
      </Card.Body>
    </Card.Root>
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
                <VouchCard item={v} type={type} />
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
