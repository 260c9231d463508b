/**
 * The composer's daily cap (domain/shareEmail.ts DAILY_EMAIL_CAP): one
 * counter per member and UTC day, raised on condition that it is below the
 * cap, in the same transaction as the invite the e-mail carries, so a burst
 * of requests cannot pass the cap and a refused invite takes no slot. The
 * counter expires (TTL) two days after its day.
 *
 * Item: MAIL_QUOTA#<member> / <YYYY-MM-DD>: count, expiresAt.
 */
import * as z from 'zod/mini';
import { DAILY_EMAIL_CAP } from '#domain/shareEmail';
import { newInviteCode } from '#services/ids';
import { defineEntity } from './entity';
import { StoreRefused } from './errors';
import { newInviteItems, type InviteRecord, type NewInvite } from './invites';
import { cancellationOf, writeTransaction, type NamedItems } from './transaction';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#services/db';
import { isConditionFailure, readItem, tableName, withContentionRetry } from './table';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    /** The member sent as many composer e-mails today as the daily cap allows. */
    daily_mail_cap: true;
  }
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The table drops a day's counter three days after the day began. */
const quotaExpiry = (day: string) => Math.floor(new Date(`${day}T00:00:00.000Z`).getTime() / 1000) + 3 * 86400;

/** One counter per member and UTC day; only the conditional update below writes it. */
export const mailQuotaEntity = /* @__PURE__ */ defineEntity({
  name: 'mail quota',
  schema: z.object({ count: z.number() }),
  key: ({ user_id, day }: { user_id: string; day: string }) => ({ PK: `MAIL_QUOTA#${user_id}`, SK: day }),
  ttl: (_quota, { day }) => quotaExpiry(day),
});

/** How many composer e-mails the member has sent today (UTC). */
export async function mailsSentToday(userId: string, now: Date): Promise<number> {
  return (await readItem(mailQuotaEntity.key({ user_id: userId, day: dayOf(now) }), mailQuotaEntity))?.count ?? 0;
}

/** The update that takes one of today's slots, on condition that one is left. */
function mailSlotUpdate(userId: string, now: Date) {
  const day = dayOf(now);
  return {
    TableName: tableName(),
    Key: mailQuotaEntity.key({ user_id: userId, day }),
    UpdateExpression: 'SET #c = if_not_exists(#c, :zero) + :one, expiresAt = :ttl',
    ConditionExpression: 'attribute_not_exists(#c) OR #c < :cap',
    ExpressionAttributeNames: { '#c': 'count' },
    ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':cap': DAILY_EMAIL_CAP, ':ttl': quotaExpiry(day) },
  };
}

/** Takes one of today's slots for an e-mail that carries no invite (a profile share); says how many are taken now. Refusal: 'daily_mail_cap'. */
export async function takeMailSlot(userId: string, now: Date): Promise<number> {
  try {
    const out = await db().send(new UpdateCommand({ ...mailSlotUpdate(userId, now), ReturnValues: 'UPDATED_NEW' }));
    return Number(out.Attributes?.count ?? 1);
  } catch (error) {
    if (isConditionFailure(error)) throw new StoreRefused('daily_mail_cap');
    throw error;
  }
}

/**
 * Creates the invite a composer e-mail carries and takes one of today's
 * slots, in one transaction. Refusals: 'daily_mail_cap', 'invite_limit'.
 */
export async function createInviteForMail(input: NewInvite, now: Date): Promise<{ invite: InviteRecord; sentToday: number }> {
  for (let codeAttempt = 0; codeAttempt < 5; codeAttempt++) {
    const { invite, items: inviteItems } = newInviteItems(input, newInviteCode(), now);
    const items = {
      mailSlot: { Update: mailSlotUpdate(input.inviter_user_id, now) },
      ...inviteItems,
    } satisfies NamedItems;
    try {
      await withContentionRetry(() => writeTransaction(items), undefined, 30);
      return { invite, sentToday: await mailsSentToday(input.inviter_user_id, now) };
    } catch (error) {
      const cancelled = cancellationOf<keyof typeof items>(error);
      if (cancelled?.conditionFailed('mailSlot')) throw new StoreRefused('daily_mail_cap');
      if (cancelled?.conditionFailed('counter')) throw new StoreRefused('invite_limit');
      if (cancelled?.conditionFailed('invite')) continue;
      throw error;
    }
  }
  throw new Error('could not draw an unused invite code');
}
