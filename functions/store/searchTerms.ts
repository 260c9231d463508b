/**
 * The search terms a member submitted (spec vouching-and-reputation §5
 * 'Search'): kept lower-cased in a string set on one item in their
 * partition; at SEARCH_TERMS_FLAG_AT distinct terms the item is flagged.
 * The set stops growing there, so the item stays small. The flag is a
 * record for moderation; the route's rate limit is what stops a burst.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { SEARCH_TERMS_FLAG_AT } from '#domain/memberSearch';
import { db } from '#services/db';
import { defineEntity } from './entity';
import { memberPartition } from './memberPartition';
import { isConditionFailure, tableName } from './table';

/** Beside the profile, named by its member; only the updates below write it (ADD to the set, then the flag). */
export const searchTermsEntity = /* @__PURE__ */ defineEntity({
  name: 'search terms',
  schema: z.object({ terms: z.set(z.string()), flagged_at: z.optional(z.string()) }),
  key: ({ user_id }: { user_id: string }) => ({ PK: memberPartition(user_id), SK: 'SEARCH_TERMS' }),
});

/** Adds a term (already lower-cased by the caller) to the member's set; says whether the member is flagged now. */
export async function recordSearchTerm(userId: string, term: string, nowIso: string): Promise<{ flagged: boolean }> {
  let size: number;
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: searchTermsEntity.key({ user_id: userId }),
        UpdateExpression: 'ADD #terms :term',
        // Once full, the set is not written again: the flag is set and the item stays bounded.
        ConditionExpression: 'attribute_not_exists(#terms) OR size(#terms) < :max',
        ExpressionAttributeNames: { '#terms': 'terms' },
        ExpressionAttributeValues: { ':term': new Set([term]), ':max': SEARCH_TERMS_FLAG_AT },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    size = (out.Attributes?.terms as Set<string> | undefined)?.size ?? 0;
  } catch (error) {
    if (isConditionFailure(error)) return { flagged: true };
    throw error;
  }
  if (size < SEARCH_TERMS_FLAG_AT) return { flagged: false };
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: searchTermsEntity.key({ user_id: userId }),
      UpdateExpression: 'SET flagged_at = if_not_exists(flagged_at, :now)',
      ExpressionAttributeValues: { ':now': nowIso },
    }),
  );
  return { flagged: true };
}
