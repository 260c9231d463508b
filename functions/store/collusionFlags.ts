/**
 * Collusion flags (issue 11 §5): one item per group of members and kind,
 * so a pattern seen again raises the same flag rather than a second one.
 *   flag   `COLLUSION`/`<kind>#<sorted member ids joined by +>`
 *          GSI1 `COLLUSION_FLAGS`/`<detected_at>#<group key>`: the admin's list, newest first
 * A flag whose evidence loses a vouch is kept, marked cleared (when and
 * why), so admins still see what was there; the same pattern again raises
 * it anew. Flags are never read by anything that scores.
 * A 'lookalike_name' flag (issue 18 §6, jobs/lookalikeNames.ts) names two
 * members whose display names read alike; its evidence is empty (the names
 * are the members' own), and it is cleared when one of them renames or leaves.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { CollusionKind, VouchEdge } from '#domain/collusion';
import { db } from '#services/db';
import { codec } from './codec';
import { isConditionFailure, queryPage, tableName, type Key } from './table';

export const COLLUSION_PARTITION = 'COLLUSION';
export const COLLUSION_LIST_PARTITION = 'COLLUSION_FLAGS';
export const collusionFlagKey = (groupKey: string): Key => ({ PK: COLLUSION_PARTITION, SK: groupKey });

const flagSchema = z.object({
  group_key: z.string(),
  kind: z.enum(['reciprocal', 'ring', 'lookalike_name']),
  members: z.array(z.string()),
  evidence: z.array(z.object({ voucher_id: z.string(), vouchee_id: z.string(), created_at: z.string() })),
  detected_at: z.string(),
  updated_at: z.string(),
  cleared_at: z.optional(z.nullable(z.string())),
});
export type CollusionFlagRecord = z.infer<typeof flagSchema>;
const flagCodec = codec('collusion flag', flagSchema);

/**
 * Raises (or refreshes) the group's flag with its evidence. A new flag is
 * dated now; a known one keeps its date and place in the list, takes the
 * new evidence and is no longer cleared. One UpdateItem.
 */
export async function raiseCollusionFlag(
  input: { groupKey: string; kind: CollusionKind; members: readonly string[]; evidence: readonly VouchEdge[] },
  nowIso: string,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: collusionFlagKey(input.groupKey),
      UpdateExpression:
        'SET group_key = :key, kind = :kind, members = :members, evidence = :evidence, updated_at = :now, detected_at = if_not_exists(detected_at, :now), GSI1PK = :list, GSI1SK = if_not_exists(GSI1SK, :sort) REMOVE cleared_at',
      ExpressionAttributeValues: {
        ':key': input.groupKey,
        ':kind': input.kind,
        ':members': [...input.members],
        ':evidence': input.evidence.map(({ voucher_id, vouchee_id, created_at }) => ({ voucher_id, vouchee_id, created_at })),
        ':now': nowIso,
        ':list': COLLUSION_LIST_PARTITION,
        ':sort': `${nowIso}#${input.groupKey}`,
      },
    }),
  );
}

/** Marks the group's flag cleared (a vouch of its evidence is gone); nothing when there is no open flag. */
export async function clearCollusionFlag(groupKey: string, nowIso: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: collusionFlagKey(groupKey),
        UpdateExpression: 'SET cleared_at = :now, updated_at = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(cleared_at)',
        ExpressionAttributeValues: { ':now': nowIso },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export const COLLUSION_PAGE_KEY = {
  keyNames: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
  fixed: { GSI1PK: COLLUSION_LIST_PARTITION, PK: COLLUSION_PARTITION },
} as const;

/** The admin's list: newest first, from `start`. */
export async function listCollusionFlagsPage(
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ flags: CollusionFlagRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': COLLUSION_LIST_PARTITION },
      ScanIndexForward: false,
    },
    limit,
    start,
  );
  return { flags: page.items.map(flagCodec.decode), nextKey: page.nextKey };
}
