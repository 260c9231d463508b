/**
 * The security audit log (spec: security_audit_log {user_id, action_type,
 * details}): one item per event in the member's own audit partition,
 * AUDIT#<id>, sorted by time, so "my recent sign-ins" is one Query, newest
 * first. Kept out of USER#<id> so the profile read never carries it.
 * Entries expire after a year (TTL).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { codec } from './codec';
import { queryItems, tableName } from './table';

export const auditPartition = (userId: string) => `AUDIT#${userId}`;
const RETENTION_SECONDS = 365 * 24 * 3600;

export interface LoginDetails {
  email: string;
  provider: string;
  email_verified: boolean;
  /** Where the sign-in came from, by its address (ISO 3166-1 alpha-2), once the member's app has reported in (recordLoginCountry). */
  country?: string;
}

const auditEntrySchema = z.object({
  SK: z.string(),
  user_id: z.string(),
  action_type: z.literal('login_success'),
  details: z.object({ email: z.string(), provider: z.string(), email_verified: z.boolean(), country: z.optional(z.string()) }),
  created_at: z.string(),
});
const auditEntryCodec = codec('security audit entry', auditEntrySchema);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export async function recordLogin(userId: string, details: LoginDetails, nowIso: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        PK: auditPartition(userId),
        SK: `${nowIso}#${randomUUID()}`,
        user_id: userId,
        action_type: 'login_success',
        details,
        created_at: nowIso,
        expiresAt: Math.ceil(Date.parse(nowIso) / 1000) + RETENTION_SECONDS,
      },
    }),
  );
}

/** The member's newest sign-ins, newest first. */
export async function recentLogins(userId: string, limit: number): Promise<AuditEntry[]> {
  const items = await queryItems(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': auditPartition(userId) },
      ScanIndexForward: false,
    },
    limit,
  );
  return items.map((item) => auditEntryCodec.decode(item));
}

/** How far a sign-in's audit entry may lie from the token's auth_time: the trigger runs just before the tokens are made. */
const SAME_SIGN_IN_MS = 2 * 60_000;
/** Sign-ins looked through for the one a token belongs to: a member does not sign in five times between two reports. */
const SIGN_INS_SEARCHED = 5;

/**
 * Adds the country to the audit entry of the sign-in that issued the
 * caller's token (the entry written within two minutes of its auth_time),
 * once: a later report for the same sign-in changes nothing. Cognito's
 * triggers see no address, so the member's app reports it right after
 * signing in (api: recordSignInPlace). Answers whether an entry took it.
 */
export async function recordLoginCountry(userId: string, authTime: Date, country: string): Promise<boolean> {
  const entries = await recentLogins(userId, SIGN_INS_SEARCHED);
  const entry = entries.find((e) => Math.abs(Date.parse(e.created_at) - authTime.getTime()) <= SAME_SIGN_IN_MS);
  if (!entry || entry.details.country) return false;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: auditPartition(userId), SK: entry.SK },
        UpdateExpression: 'SET details.country = :country',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(details.country)',
        ExpressionAttributeValues: { ':country': country },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
