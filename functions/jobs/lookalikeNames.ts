/**
 * DynamoDB Stream → look-alike display names (issue 18 §6). Each profile
 * write whose display name changed (sign-up, a profile edit, the
 * anonymising of a finalised deletion) is looked at once, off the request
 * path, by the CollusionSignals function (collusionSignals.ts hands it the
 * profile records):
 *
 * - the member's entry moves to the new name's skeleton partition
 *   (store/displayNameIndex.ts) and that partition is read, one Query: each
 *   other member whose name reads the same but is written otherwise gets a
 *   'lookalike_name' flag naming both (#domain/lookalikeNames);
 * - leaving a skeleton (a rename, a deletion) clears the flags the old name
 *   held with the members still under it; within one skeleton a rename to
 *   the very name of a flagged member clears that flag.
 *
 * Flags only inform admins; nothing is refused or hidden.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { groupKey } from '#domain/collusion';
import { displayNameSkeleton, isLookalikeName } from '#domain/lookalikeNames';
import { clearCollusionFlag, raiseCollusionFlag } from '#store/collusionFlags';
import { indexDisplayName, listDisplayNameHolders, unindexDisplayName } from '#store/displayNameIndex';
import { profileEntity } from '#store/profiles';

/** Entries of one skeleton read per change: a name shared this widely is a common name, not a target. */
const MAX_HOLDERS_READ = 500;
/** Flags one change may raise (the rest wait for the next change among them). */
const MAX_FLAGS_PER_CHANGE = 20;

export interface DisplayNameChange {
  userId: string;
  /** The name before and after, null when there was none to compare (no profile yet, blank, or deleted). */
  before: string | null;
  after: string | null;
}

/** The name a profile image holds out to others: none once the account is deleted, none when blank. */
function shownName(image: Record<string, unknown> | undefined): string | null {
  if (!image || image.deleted_at) return null;
  return typeof image.full_name === 'string' && image.full_name.trim() ? image.full_name : null;
}

const imageOf = (image: unknown) => (image ? unmarshall(image as Record<string, AttributeValue>) : undefined);

/** The name change a profile write made, if it made one (a login's write, or a bio edit, changes none). */
export function displayNameChange(record: DynamoDBRecord): DisplayNameChange | undefined {
  const keys = imageOf(record.dynamodb?.Keys);
  const [before, after] = [imageOf(record.dynamodb?.OldImage), imageOf(record.dynamodb?.NewImage)];
  const id = (after ?? before)?.id;
  if (!keys || typeof id !== 'string') return undefined;
  const key = profileEntity.key({ id });
  if (keys.PK !== key.PK || keys.SK !== key.SK) return undefined;
  const change = { userId: id, before: shownName(before), after: shownName(after) };
  return change.before === change.after ? undefined : change;
}

/** Moves the member's entry and raises or clears the flags the change makes; the group keys raised. */
export async function displayNameChanged({ userId, before, after }: DisplayNameChange, nowIso: string): Promise<string[]> {
  const pairKey = (other: string) => groupKey('lookalike_name', [userId, other]);
  const leftSkeleton = before !== null && (after === null || displayNameSkeleton(before) !== displayNameSkeleton(after));
  if (leftSkeleton) {
    await unindexDisplayName(userId, before);
    const left = (await listDisplayNameHolders(before, MAX_HOLDERS_READ)).filter((o) => o.user_id !== userId && isLookalikeName(before, o.full_name));
    await Promise.all(left.map((o) => clearCollusionFlag(pairKey(o.user_id), nowIso)));
  }
  if (after === null) return [];

  await indexDisplayName(userId, after, nowIso);
  const holders = (await listDisplayNameHolders(after, MAX_HOLDERS_READ)).filter((o) => o.user_id !== userId);
  const lookalikes = holders.filter((o) => isLookalikeName(after, o.full_name)).slice(0, MAX_FLAGS_PER_CHANGE);
  // Same skeleton as before: a flag the old spelling held ends where the new one is the other's very name.
  const noLonger =
    before !== null && !leftSkeleton ? holders.filter((o) => isLookalikeName(before, o.full_name) && !isLookalikeName(after, o.full_name)) : [];
  await Promise.all([
    ...lookalikes.map((o) =>
      raiseCollusionFlag({ groupKey: pairKey(o.user_id), kind: 'lookalike_name', members: [userId, o.user_id].sort(), evidence: [] }, nowIso),
    ),
    ...noLonger.map((o) => clearCollusionFlag(pairKey(o.user_id), nowIso)),
  ]);
  return lookalikes.map((o) => pairKey(o.user_id));
}
