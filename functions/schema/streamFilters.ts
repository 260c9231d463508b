/**
 * Which table writes each consumer of the table's stream is handed, in the
 * shape of a Lambda event filter pattern (DynamoDB keys only: an exact
 * value or a prefix). One reader serves them all (docs/decisions.md, "One
 * reader of the table's stream"): the stack gives its mapping the union of
 * these patterns, so other writes never invoke it, and the dispatcher
 * (functions/stream/dispatcher.ts) hands each consumer the records its own
 * patterns match. Here, not beside the consumers, because the stack may
 * import only the schema (docs/architecture.md, layers).
 */
import { NOTIFICATIONS_PARTITION_PREFIX } from './table';

/** A key attribute's rule: one of these values, or one of these prefixes. */
export type KeyRule = readonly (string | { prefix: string })[];

export interface StreamFilter {
  eventName: readonly ('INSERT' | 'MODIFY' | 'REMOVE')[];
  keys: { PK: KeyRule; SK?: KeyRule };
}

/** By consumer name (functions/stream/consumers.ts lists the consumers themselves). */
export const STREAM_FILTERS = {
  pushNotifications: [{ eventName: ['INSERT'], keys: { PK: [{ prefix: NOTIFICATIONS_PARTITION_PREFIX }] } }],
  dataExport: [{ eventName: ['INSERT'], keys: { PK: [{ prefix: 'DATA_REQUESTS#' }], SK: [{ prefix: 'REQUEST#' }] } }],
  collusionSignals: [
    // Vouches given or removed (edits change no edge), and profile writes (look-alike display names).
    { eventName: ['INSERT', 'REMOVE'], keys: { PK: [{ prefix: 'USER#' }], SK: [{ prefix: 'VOUCH#' }] } },
    { eventName: ['INSERT', 'MODIFY', 'REMOVE'], keys: { PK: [{ prefix: 'USER#' }], SK: ['PROFILE'] } },
  ],
  // Every change of a vouch: the receiver's points per day, and for a vouch given its notification and mail.
  vouchSideEffects: [{ eventName: ['INSERT', 'MODIFY', 'REMOVE'], keys: { PK: [{ prefix: 'USER#' }], SK: [{ prefix: 'VOUCH#' }] } }],
} as const satisfies Record<string, readonly StreamFilter[]>;

export type StreamConsumerName = keyof typeof STREAM_FILTERS;

/** The Lambda event filter pattern of one filter (the mapping's FilterCriteria). */
export function lambdaFilterPattern(filter: StreamFilter): Record<string, unknown> {
  const keys: Record<string, unknown> = { PK: { S: filter.keys.PK } };
  if (filter.keys.SK) keys.SK = { S: filter.keys.SK };
  return { eventName: filter.eventName, dynamodb: { Keys: keys } };
}

function keyMatches(rule: KeyRule, value: string | undefined): boolean {
  if (value === undefined) return false;
  return rule.some((r) => (typeof r === 'string' ? value === r : value.startsWith(r.prefix)));
}

/** Whether a record's event and keys pass the filter, as Lambda's filtering decides it. */
export function filterMatches(filter: StreamFilter, record: { eventName?: string; dynamodb?: { Keys?: Record<string, { S?: string }> } }): boolean {
  const keys = record.dynamodb?.Keys;
  return (
    (filter.eventName as readonly string[]).includes(record.eventName ?? '') &&
    keyMatches(filter.keys.PK, keys?.PK?.S) &&
    (filter.keys.SK === undefined || keyMatches(filter.keys.SK, keys?.SK?.S))
  );
}

/** Whether some consumer's filter passes the record: the mapping's filter, the union of all of them. */
export function matchesSomeStreamFilter(record: Parameters<typeof filterMatches>[1]): boolean {
  return Object.values(STREAM_FILTERS).some((filters) => filters.some((filter: StreamFilter) => filterMatches(filter, record)));
}
