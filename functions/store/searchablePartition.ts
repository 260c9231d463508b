/**
 * The admin lists kept in one partition sorted by time (testimonials, the
 * waiting list, form responses): a page newest first, optionally only the
 * items whose lower-cased `search_text` contains the search.
 */
import type { Codec } from './codec';
import { filteredQueryPage, queryPage } from './table';

/** The key a page goes on from: a table key inside the partition. */
export function partitionPageKey<P extends string>(partition: P) {
  return { keyNames: ['PK', 'SK'], fixed: { PK: partition } } as const;
}

/**
 * One page, newest first, from `start` (the previous page's next key); with
 * `search` (lower-cased) only items whose search_text contains it, read in
 * steps of 100 (at most 5), larger than the page, so a few matches among
 * many items still come in one page (filteredQueryPage).
 */
export async function searchablePartitionPage<T>(
  partition: string,
  codec: Codec<T>,
  search: string | undefined,
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ items: T[]; nextKey: Record<string, unknown> | undefined }> {
  const query = {
    KeyConditionExpression: 'PK = :pk',
    ...(search ? { FilterExpression: 'contains(search_text, :q)' } : {}),
    ExpressionAttributeValues: { ':pk': partition, ...(search ? { ':q': search } : {}) },
    ScanIndexForward: false,
  };
  const page = search
    ? await filteredQueryPage(query, limit, start, partitionPageKey(partition).keyNames, { readSize: 100 })
    : await queryPage(query, limit, start);
  return { items: page.items.map(codec.decode), nextKey: page.nextKey };
}
