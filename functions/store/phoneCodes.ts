/**
 * The member's current phone verification code (spec: phone_verifications).
 * One item per member, PHONE_CODE#<id>: a new code replaces the last one, so
 * only the newest code can ever count. It keeps the code's hash (never the
 * code), the phone it was sent to, its expiry, the wrong attempts, whether it
 * was used, and the send times of the last hour (the hourly limit).
 *
 * Every write is conditioned on `version`, the value read: two sends, two
 * guesses, or a guess and a send at the same moment cannot both count.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { defineEntity } from './entity';
import { StoreRefused } from './errors';
import { profileEntity } from './profiles';
import { isConditionFailure, readItem, tableName } from './table';
import { cancellationOf, writeTransaction } from './transaction';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    /** The phone code read was changed (a new code, a guess, a use) or its phone left the profile before this write. */
    phone_code_changed: true;
  }
}

const phoneCodeSchema = z.object({
  user_id: z.string(),
  phone: z.string(),
  /** hex SHA-256 of salt + code. */
  code_hash: z.string(),
  salt: z.string(),
  expires_at: z.string(),
  attempts: z.number(),
  verified: z.boolean(),
  /** Epoch ms of the sends in the last hour, oldest first. */
  sent_at: z.array(z.number()),
  version: z.number(),
  created_at: z.string(),
});
export type PhoneCodeRecord = z.infer<typeof phoneCodeSchema>;

/** One per member: a new code replaces the last. The item lives an hour past the last send or the expiry (the hourly window), then TTL may remove it. */
export const phoneCodeEntity = /* @__PURE__ */ defineEntity({
  name: 'phone code',
  schema: phoneCodeSchema,
  key: ({ user_id }: { user_id: string }) => ({ PK: `PHONE_CODE#${user_id}`, SK: 'PHONE_CODE' }),
  ttl: (record) => Math.ceil((Math.max(...record.sent_at, Date.parse(record.expires_at)) + 3_600_000) / 1000),
});

export async function getPhoneCode(userId: string): Promise<PhoneCodeRecord | undefined> {
  return readItem(phoneCodeEntity.key({ user_id: userId }), phoneCodeEntity);
}

/**
 * Stores a new code in place of the one read (`read` undefined: there was
 * none). Refuses (`phone_code_changed`) when another write came first.
 */
export async function putPhoneCode(next: Omit<PhoneCodeRecord, 'version'>, read: PhoneCodeRecord | undefined): Promise<void> {
  const record: PhoneCodeRecord = { ...next, version: (read?.version ?? 0) + 1 };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: phoneCodeEntity.item(record),
        ...(read
          ? { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': read.version } }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new StoreRefused('phone_code_changed');
    throw error;
  }
}

/**
 * Takes one attempt of the code read, before the guess is compared: the
 * attempt is counted whether the guess is right or wrong, so parallel
 * guesses can never compare more than PHONE_CODE_MAX_ATTEMPTS times.
 * Refuses (`phone_code_changed`) when the code moved on since it was read,
 * is used, or has no attempt left.
 */
export async function takeAttempt(read: PhoneCodeRecord, maxAttempts: number): Promise<PhoneCodeRecord> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: phoneCodeEntity.key({ user_id: read.user_id }),
        UpdateExpression: 'SET attempts = attempts + :one, version = version + :one',
        ConditionExpression: 'version = :read AND attempts < :max AND verified = :no',
        ExpressionAttributeValues: { ':one': 1, ':read': read.version, ':max': maxAttempts, ':no': false },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return phoneCodeEntity.decode(out.Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) throw new StoreRefused('phone_code_changed');
    throw error;
  }
}

/**
 * The code read was right (its attempt taken): in one transaction it is marked used and the
 * profile's phone (still the one the code went to) is marked verified.
 */
export async function markPhoneVerified(read: PhoneCodeRecord, nowIso: string): Promise<void> {
  try {
    await writeTransaction({
      code: {
        Update: {
          TableName: tableName(),
          Key: phoneCodeEntity.key({ user_id: read.user_id }),
          UpdateExpression: 'SET verified = :yes, version = version + :one',
          // Still this code (a new one would have another hash) and unused; other guesses may have moved its version.
          ConditionExpression: 'code_hash = :hash AND verified = :no',
          ExpressionAttributeValues: { ':yes': true, ':no': false, ':one': 1, ':hash': read.code_hash },
        },
      },
      profile: {
        Update: {
          TableName: tableName(),
          Key: profileEntity.key({ id: read.user_id }),
          UpdateExpression: 'SET is_phone_verified = :yes, phone = :phone, updated_at = :now',
          ConditionExpression: 'attribute_exists(PK) AND phone = :phone',
          ExpressionAttributeValues: { ':yes': true, ':phone': read.phone, ':now': nowIso },
        },
      },
    });
  } catch (error) {
    const cancelled = cancellationOf(error);
    // The code moved on, or the profile's phone is no longer the one the code went to.
    if (cancelled?.anyConditionFailed(['code', 'profile'])) throw new StoreRefused('phone_code_changed');
    throw error;
  }
}
