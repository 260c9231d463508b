/**
 * The opaque cursor of a list page: DynamoDB's LastEvaluatedKey as
 * base64url JSON. A cursor that comes back is checked before it reaches
 * DynamoDB: exactly the key attributes of the query, strings of sane length,
 * and the partition values the query itself uses, so a tampered cursor is a
 * 400 and can never page into another partition (another member's invites).
 */
import { INVALID_CURSOR_MESSAGE } from '#domain/paging';
import { badRequest } from './failures';

export type StartKey = Record<string, string>;

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

const invalid = () => badRequest(INVALID_CURSOR_MESSAGE, { cursor: INVALID_CURSOR_MESSAGE });

/**
 * The start key a cursor names, or undefined without a cursor.
 * `keyNames` are the attributes LastEvaluatedKey carries for this query;
 * `fixed` the ones that must equal the query's own partition.
 */
export function decodeCursor(cursor: string | undefined, keyNames: readonly string[], fixed: Record<string, string>): StartKey | undefined {
  if (cursor === undefined) return undefined;
  const parsed = cursorObject(cursor);
  const entries = Object.entries(parsed);
  if (entries.length !== keyNames.length) throw invalid();
  for (const [name, value] of entries) {
    // 1,024 bytes is DynamoDB's bound on a sort key; any key of ours is far shorter.
    if (!keyNames.includes(name)) throw invalid();
    if (typeof value !== 'string' || !value || value.length > 1024) throw invalid();
    if (name in fixed && fixed[name] !== value) throw invalid();
  }
  return parsed as StartKey;
}

/** The JSON object a cursor carries (base64url); 400 for anything else. */
function cursorObject(cursor: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid();
  return parsed as Record<string, unknown>;
}

/**
 * The cursor of a list ordered in memory (a sorted relationship tab): the
 * order's name and how many entries came before the next page.
 */
export function encodeOffsetCursor(order: string, offset: number | undefined): string | null {
  return offset === undefined ? null : Buffer.from(JSON.stringify({ order, offset }), 'utf8').toString('base64url');
}

/** The offset an offset cursor of `order` names (0 without a cursor); 400 for another order's cursor or an offset outside 0..max. */
export function decodeOffsetCursor(cursor: string | undefined, order: string, max: number): number {
  if (cursor === undefined) return 0;
  const { order: named, offset, ...rest } = cursorObject(cursor);
  if (Object.keys(rest).length || named !== order) throw invalid();
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > max) throw invalid();
  return offset;
}

/**
 * The cursor of a list read in stages (the ranked directory: the members the
 * viewer sees in full, then the rest): which stage, and that stage's own
 * cursor (checked by its own decoder), if it has one yet.
 */
export function encodeStageCursor(stage: string, inner: string | null): string {
  return Buffer.from(JSON.stringify(inner === null ? { stage } : { stage, inner }), 'utf8').toString('base64url');
}

/** The stage (one of `stages`) and inner cursor a stage cursor names, or undefined without a cursor; 400 for anything else. */
export function decodeStageCursor<S extends string>(
  cursor: string | undefined,
  stages: readonly S[],
): { stage: S; inner: string | undefined } | undefined {
  if (cursor === undefined) return undefined;
  const { stage, inner, ...rest } = cursorObject(cursor);
  if (Object.keys(rest).length || !stages.includes(stage as S)) throw invalid();
  // An inner cursor is itself base64url JSON of a few keys: 4,096 characters is far beyond any of ours.
  if (inner !== undefined && (typeof inner !== 'string' || !inner || inner.length > 4096)) throw invalid();
  return { stage: stage as S, inner };
}
