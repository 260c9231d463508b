import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Transcript } from '#contract/features/me';
import { api } from '../../lib/api';

/**
 * 'View All Vouch Details' past the transcript's first page: once `wanted`,
 * reads every further page of listMyTranscriptVouches from the first page's
 * cursor, one after another, and answers the details read so far. Nothing
 * is read for a transcript that fits one page.
 */
export function useRemainingTranscriptVouches(transcript: Transcript, wanted: boolean) {
  const first = transcript.next_cursor;
  const pages = useInfiniteQuery({
    queryKey: ['listMyTranscriptVouches', 'all', first],
    enabled: wanted && first !== null,
    initialPageParam: first ?? '',
    queryFn: ({ pageParam }) => api.listMyTranscriptVouches({ cursor: pageParam }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = pages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return {
    vouches: pages.data?.pages.flatMap((page) => page.vouches) ?? [],
    loading: wanted && first !== null && (pages.isPending || hasNextPage || isFetchingNextPage) && !isError,
    failed: isError,
    retry: () => void pages.refetch(),
  };
}
