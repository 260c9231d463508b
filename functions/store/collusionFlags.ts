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
 * An admin may dismiss a flag with a note (issue 22 #18): the note, who and
 * when stay on the flag for the record. Evidence that changes after the
 * dismissal (`evidence_changed_at` later than `dismissed_at`) opens it again.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { COLLUSION_KINDS, type CollusionKind, type VouchEdge } from '#domain/collusion';
import { db } from '#services/db';
import { TABLE_SCHEMA } from '#functions/schema/table';
import { defineEntity } from './entity';
import { isConditionFailure, queryPage, tableName } from './table';

export const COLLUSION_PARTITION = 'COLLUSION';
export const COLLUSION_LIST_PARTITION = 'COLLUSION_FLAGS';

const flagSchema = z.object({
  group_key: z.string(),
  kind: z.enum(COLLUSION_KINDS),
  members: z.array(z.string()),
  evidence: z.array(z.object({ voucher_id: z.string(), vouchee_id: z.string(), created_at: z.string() })),
  detected_at: z.string(),
  updated_at: z.string(),
  /** When the evidence last changed (flags raised before dismissals existed have none: their detected_at stands in). */
  evidence_changed_at: z.optional(z.string()),
  cleared_at: z.optional(z.nullable(z.string())),
  dismissed_at: z.optional(z.string()),
  dismissed_by: z.optional(z.string()),
  dismissal_note: z.optional(z.string()),
});
export type CollusionFlagRecord = z.infer<typeof flagSchema>;

/**
 * One flag per group key in the one partition; on GSI1 in the admin's list
 * by its detection time. Only updates write it (a raise keeps the first
 * detection's place in the list), so they take its key and index from here.
 */
export const collusionFlagEntity = /* @__PURE__ */ defineEntity({
  name: 'collusion flag',
  schema: flagSchema,
  key: ({ group_key }: { group_key: string }) => ({ PK: COLLUSION_PARTITION, SK: group_key }),
  indexes: {
    list: {
      index: TABLE_SCHEMA.gsi1,
      partition: () => COLLUSION_LIST_PARTITION,
      sort: ({ detected_at, group_key }: { detected_at: string; group_key: string }) => `${detected_at}#${group_key}`,
    },
  },
});
const { list } = collusionFlagEntity.indexes;

/** The group's flag, if one was ever raised (strongly consistent: a raise compares against it). */
export async function getCollusionFlag(groupKey: string): Promise<CollusionFlagRecord | undefined> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: collusionFlagEntity.key({ group_key: groupKey }), ConsistentRead: true }),
  );
  return out.Item ? collusionFlagEntity.decode(out.Item) : undefined;
}

const edgeId = (e: VouchEdge) => `${e.voucher_id}>${e.vouchee_id}@${e.created_at}`;
const sameEvidence = (a: readonly VouchEdge[], b: readonly VouchEdge[]) => {
  const ids = new Set(a.map(edgeId));
  return a.length === b.length && b.every((e) => ids.has(edgeId(e)));
};

type RaisedFlag = { groupKey: string; kind: CollusionKind; members: readonly string[]; evidence: readonly VouchEdge[] };

/**
 * Raises (or refreshes) the group's flag with its evidence. A new flag is
 * dated now; a known one keeps its date and place in the list, takes the
 * new evidence and is no longer cleared. Evidence that differs from what
 * the flag held (or a cleared flag seen again) dates `evidence_changed_at`,
 * which reopens a dismissed flag. One GetItem and one UpdateItem.
 */
export async function raiseCollusionFlag(input: RaisedFlag, nowIso: string): Promise<void> {
  await raiseKnownCollusionFlag(input, await getCollusionFlag(input.groupKey), nowIso);
}

/** raiseCollusionFlag for a caller that has just read the flag (`known`, undefined when there is none): one UpdateItem. */
export async function raiseKnownCollusionFlag(input: RaisedFlag, known: CollusionFlagRecord | undefined, nowIso: string): Promise<void> {
  const evidence = input.evidence.map(({ voucher_id, vouchee_id, created_at }) => ({ voucher_id, vouchee_id, created_at }));
  const changed = !known || !!known.cleared_at || !sameEvidence(known.evidence, evidence);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: collusionFlagEntity.key({ group_key: input.groupKey }),
      UpdateExpression: `SET group_key = :key, kind = :kind, members = :members, evidence = :evidence, updated_at = :now, detected_at = if_not_exists(detected_at, :now), #listPK = :list, #listSK = if_not_exists(#listSK, :sort)${changed ? ', evidence_changed_at = :now' : ''} REMOVE cleared_at`,
      ExpressionAttributeNames: { '#listPK': list.index.partitionKey, '#listSK': list.index.sortKey },
      ExpressionAttributeValues: {
        ':key': input.groupKey,
        ':kind': input.kind,
        ':members': [...input.members],
        ':evidence': evidence,
        ':now': nowIso,
        ':list': list.partition(),
        // A new flag is detected now; a known one keeps its place (if_not_exists).
        ':sort': list.sort({ detected_at: nowIso, group_key: input.groupKey }),
      },
    }),
  );
}

/** An admin's dismissal of a flag, with their note; undefined when there is no such flag. A second dismissal replaces the first. */
export async function dismissCollusionFlag(
  groupKey: string,
  dismissal: { adminId: string; note: string },
  nowIso: string,
): Promise<CollusionFlagRecord | undefined> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: collusionFlagEntity.key({ group_key: groupKey }),
        UpdateExpression: 'SET dismissed_at = :now, dismissed_by = :admin, dismissal_note = :note, updated_at = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': nowIso, ':admin': dismissal.adminId, ':note': dismissal.note },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes ? collusionFlagEntity.decode(out.Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Whether the flag stands dismissed: an admin dismissed it and its evidence has not changed since. */
export function isDismissed(flag: CollusionFlagRecord): boolean {
  if (!flag.dismissed_at) return false;
  return (flag.evidence_changed_at ?? flag.detected_at) <= flag.dismissed_at;
}

/** Marks the group's flag cleared (a vouch of its evidence is gone); nothing when there is no open flag. */
export async function clearCollusionFlag(groupKey: string, nowIso: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: collusionFlagEntity.key({ group_key: groupKey }),
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
      ExpressionAttributeValues: { ':pk': list.partition() },
      ScanIndexForward: false,
    },
    limit,
    start,
  );
  return { flags: page.items.map(collusionFlagEntity.decode), nextKey: page.nextKey };
}
