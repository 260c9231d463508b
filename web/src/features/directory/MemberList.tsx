import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MemberCard } from '#contract/features/members';
import { DirectoryCard, type DirectoryEntry } from './DirectoryCard';
import { LIST_RETRIES, useDirectoryList, type DirectoryInput } from './useDirectoryList';
import { usePullToRefresh } from './usePullToRefresh';
import { formatNumber } from '../../lib/format';
import { MemberCardSkeletons } from '../../ui/MemberCardSkeletons';

/** 1 to 4 columns: the cards and their loading stand-ins alike. */
const GRID_COLUMNS = { base: 1, md: 2, xl: 3, '2xl': 4 };
/** Card shapes while the next page loads: one row at the widest grid. */
const NEXT_PAGE_SHAPES = 4;

export const CONNECTION_PROBLEM = 'Connection Problem';
export const CONNECTION_PROBLEM_TEXT = "We couldn't load your information. Please check your internet connection and try again.";
export const ACCESS_LIMITED_TITLE = 'Access Limited';
/** The grid's empty heading, lower case as the spec has it in the grid (§2 Member directory). */
export const NO_MEMBERS_HEADING = 'No community members found';
export const ACCESS_LIMITED_TEXT = 'Too many requests detected. Please slow down and try again later.';

/** Said above a sorted relationship tab that ranks only the member's newest relationships (the server's bound). */
export function sortBoundNote(newest: number): string {
  return `This order ranks your newest ${formatNumber(newest)} vouches. Choose Newest to see every one.`;
}

/** The count line (spec §2 Vouch Now): 'N Community Member(s)' or 'Loading...'. */
export function countLine(count: number | null): string {
  if (count === null) return 'Loading...';
  return `${formatNumber(count)} Community Member${count === 1 ? '' : 's'}`;
}

export interface MemberListProps {
  input: DirectoryInput;
  onVouch: (member: MemberCard) => void;
  onOpen: (member: MemberCard) => void;
  /** What to show when the list is empty (per tab, spec §2). */
  empty: ReactNode;
  /** The viewer's own card, shown first ('YOUR PROFILE'); the API never lists the viewer. */
  self?: DirectoryEntry | null;
  /** The count line above the grid. */
  showCount?: boolean;
}

/**
 * A page of members: 50 at a time, the next 50 when the end of the grid
 * scrolls into view; 1 to 4 columns; pull-to-refresh; while a load fails the
 * amber 'Retrying... (n/3)' banner, after three retries 'Connection
 * Problem' with Try Again; on 429 the 'Access Limited' card.
 */
export function MemberList({ input, onVouch, onOpen, empty, self, showCount = true }: MemberListProps) {
  const list = useDirectoryList(input);
  const { pulling, refreshing } = usePullToRefresh(list.reload);
  const end = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const node = end.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isError && list.error.status === 429) {
    return (
      <Card.Root role="alert" variant="outline" borderColor={{ base: 'orange.300', _dark: 'orange.700' }}>
        <Card.Body>
          <Heading as="h2" size="md">
            {ACCESS_LIMITED_TITLE}
          </Heading>
          <Text>{ACCESS_LIMITED_TEXT}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  if (list.isError && !list.data) {
    return (
      <Stack role="alert" gap="3" align="center" textAlign="center" py="10">
        <Heading as="h2" size="lg">
          {CONNECTION_PROBLEM}
        </Heading>
        <Text maxW="md">{CONNECTION_PROBLEM_TEXT}</Text>
        <Button colorPalette="brand" onClick={() => void list.reload()}>
          Try Again
        </Button>
      </Stack>
    );
  }

  const members = list.data?.members ?? [];
  const total = list.data ? (list.data.total ?? members.length) : null;
  const entries: DirectoryEntry[] = self && input.filter === 'all' && !input.q.trim() ? [self, ...members] : members;
  return (
    <Stack gap="4">
      {pulling || refreshing ? (
        <Text fontSize="sm" color="fg.muted" textAlign="center" aria-live="polite">
          {refreshing ? 'Refreshing...' : 'Release to refresh'}
        </Text>
      ) : null}
      {list.failureCount > 0 && list.isFetching ? (
        <Box
          role="status"
          bg="orange.muted"
          color={{ base: 'orange.900', _dark: 'orange.100' }}
          borderWidth="1px"
          borderColor={{ base: 'orange.300', _dark: 'orange.700' }}
          rounded="md"
          px="4"
          py="2"
        >
          Having trouble connecting to our servers. Retrying... ({Math.min(list.failureCount, LIST_RETRIES)}/{LIST_RETRIES})
        </Box>
      ) : null}
      {showCount ? (
        <Text color="fg.muted" aria-live="polite">
          {countLine(list.isPending ? null : total)}
        </Text>
      ) : null}
      {list.data?.sortedAmongNewest ? (
        <Text fontSize="sm" color="fg.muted">
          {sortBoundNote(list.data.sortedAmongNewest)}
        </Text>
      ) : null}
      {list.isPending ? (
        <MemberCardSkeletons label="Loading members" columns={GRID_COLUMNS} />
      ) : members.length === 0 && entries.length === 0 ? (
        empty
      ) : (
        <SimpleGrid columns={GRID_COLUMNS} gap="4" as="ul" listStyleType="none" aria-label="Community members">
          {entries.map((m) => (
            <Box as="li" key={m.id}>
              <DirectoryCard member={m} onVouch={onVouch} onOpen={onOpen} />
            </Box>
          ))}
        </SimpleGrid>
      )}
      {members.length === 0 && entries.length > 0 && !list.isPending ? empty : null}
      <div ref={end} />
      {/* The next page's cards in the grid they join, a row's worth, where a spinner would have shown nothing of them. */}
      {isFetchingNextPage ? <MemberCardSkeletons label="Loading more members" columns={GRID_COLUMNS} count={NEXT_PAGE_SHAPES} /> : null}
    </Stack>
  );
}
