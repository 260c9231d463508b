/**
 * Display names by skeleton (issue 18 §6), so finding the members whose
 * name reads like a given one is a Query, never a Scan:
 *   entry  `DISPLAY_NAME_SKELETON#<TR39 skeleton>`/`<member id>`: `user_id`, `full_name` (as written), `updated_at`
 * Kept by the CollusionSignals stream job as names are set (sign-up, profile
 * edits); a finalised deletion deletes its member's entry in its own
 * transaction. Members whose name was last set before it existed have none.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { displayNameSkeleton } from '#domain/lookalikeNames';
import { db } from '#services/db';
import { codec } from './codec';
import { defineEntity } from './entity';
import { everyMemberQuery } from './directory';
import { queryItems, tableName } from './table';

export const displayNameSkeletonPartition = (fullName: string): string => `DISPLAY_NAME_SKELETON#${displayNameSkeleton(fullName)}`;

/** One entry per member, under the skeleton of the name as written. */
export const displayNameEntity = /* @__PURE__ */ defineEntity({
  name: 'display name entry',
  schema: z.object({ user_id: z.string(), full_name: z.string(), updated_at: z.string() }),
  key: ({ full_name, user_id }: { full_name: string; user_id: string }) => ({ PK: displayNameSkeletonPartition(full_name), SK: user_id }),
});

/** What the look-alike Query projects: the holder and the name. */
const entrySchema = z.object({ user_id: z.string(), full_name: z.string() });
export type DisplayNameEntry = z.infer<typeof entrySchema>;
const entryCodec = codec('display name entry', entrySchema);

/** Puts (or rewrites) the member's entry under their name's skeleton. */
export async function indexDisplayName(userId: string, fullName: string, nowIso: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: displayNameEntity.item({ user_id: userId, full_name: fullName, updated_at: nowIso }),
    }),
  );
}

/** Deletes the member's entry under that name's skeleton; nothing when there is none. */
export async function unindexDisplayName(userId: string, fullName: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: displayNameEntity.key({ full_name: fullName, user_id: userId }) }));
}

/**
 * The members whose name has this name's skeleton, at most `limit`, read
 * consistently: two members who take look-alike names at once each put
 * their own entry before reading, so at least one of them sees the other.
 */
export async function listDisplayNameHolders(fullName: string, limit: number): Promise<DisplayNameEntry[]> {
  const items = await queryItems(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': displayNameSkeletonPartition(fullName) },
      ProjectionExpression: 'user_id, full_name',
      ConsistentRead: true,
    },
    limit,
  );
  return items.map(entryCodec.decode);
}

/** Every listed member's id and display name (the member list on GSI5, a Query: for the one-off backfill). */
export async function everyMemberName(): Promise<{ id: string; full_name: string | null }[]> {
  const members = await queryItems({ ...everyMemberQuery, ProjectionExpression: 'id, full_name, deleted_at' });
  return members.filter((m) => !m.deleted_at).map((m) => ({ id: String(m.id), full_name: typeof m.full_name === 'string' ? m.full_name : null }));
}
