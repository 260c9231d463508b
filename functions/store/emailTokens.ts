/**
 * E-mail verification tokens (spec: profiles.email_verification_token and
 * _expires_at, kept here in an item of their own, EMAIL_TOKEN#<id>): the
 * SHA-256 of the token sent (never the token), the e-mail it proves and its
 * expiry. A new link replaces the last one; using a link deletes it in the
 * same transaction that marks the profile verified, so it works once.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#services/db';
import { StoreRefused } from './errors';
import { profileEntity } from './profiles';
import * as z from 'zod/mini';
import { defineEntity } from './entity';
import { readItem, tableName } from './table';
import { cancellationOf, writeTransaction } from './transaction';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    /** No e-mail verification token matches, or it expired, or it was used. */
    email_token_invalid: true;
  }
}

/** One per member (a new link replaces the last); the table drops it a day after it expires. */
export const emailTokenEntity = /* @__PURE__ */ defineEntity({
  name: 'e-mail token',
  schema: z.object({ user_id: z.string(), token_hash: z.string(), email: z.string(), expires_at: z.string(), created_at: z.string() }),
  key: ({ user_id }: { user_id: string }) => ({ PK: `EMAIL_TOKEN#${user_id}`, SK: 'EMAIL_TOKEN' }),
  ttl: ({ expires_at }) => Math.ceil(Date.parse(expires_at) / 1000) + 24 * 3600,
});

export async function putEmailToken(userId: string, token: { hash: string; email: string; expiresAt: string; createdAt: string }): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: emailTokenEntity.item({
        user_id: userId,
        token_hash: token.hash,
        email: token.email,
        expires_at: token.expiresAt,
        created_at: token.createdAt,
      }),
    }),
  );
}

/**
 * Uses the token: it must be the member's current one (same hash), unexpired,
 * and its e-mail still the profile's. Refuses (`email_token_invalid`) otherwise;
 * then nothing is written.
 */
export async function useEmailToken(userId: string, hash: string, nowIso: string): Promise<void> {
  const stored = await readItem(emailTokenEntity.key({ user_id: userId }), emailTokenEntity);
  if (!stored) throw new StoreRefused('email_token_invalid');
  try {
    await writeTransaction({
      token: {
        Delete: {
          TableName: tableName(),
          Key: emailTokenEntity.key({ user_id: userId }),
          ConditionExpression: 'token_hash = :hash AND expires_at > :now',
          ExpressionAttributeValues: { ':hash': hash, ':now': nowIso },
        },
      },
      profile: {
        Update: {
          TableName: tableName(),
          Key: profileEntity.key({ id: userId }),
          UpdateExpression: 'SET email_verified = :yes, updated_at = :now',
          ConditionExpression: 'attribute_exists(PK) AND email = :email',
          ExpressionAttributeValues: { ':yes': true, ':now': nowIso, ':email': stored.email },
        },
      },
    });
  } catch (error) {
    if (cancellationOf(error)?.anyConditionFailed(['token', 'profile'])) throw new StoreRefused('email_token_invalid');
    throw error;
  }
}
