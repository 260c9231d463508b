/**
 * The security audit log (spec: security_audit_log {user_id, action_type,
 * details}): one item per event in the member's own audit partition,
 * AUDIT#<id>, sorted by time, so "my recent sign-ins" is one Query, newest
 * first. Kept out of USER#<id> so the profile read never carries it.
 * Entries expire after a year (TTL).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
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
}

const auditEntrySchema = z.object({
  user_id: z.string(),
  action_type: z.literal('login_success'),
  details: z.object({ email: z.string(), provider: z.string(), email_verified: z.boolean() }),
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
