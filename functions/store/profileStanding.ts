/**
 * The least a member route must know of its caller's account before it
 * serves them: is there a profile, is its deletion confirmed (grace) or
 * finalised, and when did a password reset last end its sessions. The routes that need nothing else of the caller (callerRecords:
 * false) and the WebSocket $connect read this instead of the whole profile.
 *
 * Consistent: the confirm step signs the member out everywhere, and a token
 * issued before it must be refused from the next request on, not after an
 * eventually consistent replica caught up. The projection trims what
 * travels and is parsed, not the price: a read is billed on the item's size,
 * so this is 1 RRU for any profile under 4 KB (docs/data-model.md).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { codec } from './codec';
import { profileEntity } from './profiles';
import { tableName } from './table';

const standingSchema = z.object({
  deletion_pending_at: z.optional(z.string()),
  deleted_at: z.optional(z.string()),
  sessions_ended_at: z.optional(z.string()),
});
const standingCodec = codec('profile standing', standingSchema);

export type ProfileStanding = z.infer<typeof standingSchema>;

/** The profile's deletion state and when its sessions last ended, or undefined when the account has no profile (not a member). */
export async function getProfileStanding(userId: string): Promise<ProfileStanding | undefined> {
  const out = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: profileEntity.key({ id: userId }),
      // PK too, so a live profile (neither attribute set) still comes back as an item.
      ProjectionExpression: 'PK, deletion_pending_at, deleted_at, sessions_ended_at',
      ConsistentRead: true,
    }),
  );
  return out.Item ? standingCodec.decode(out.Item) : undefined;
}
