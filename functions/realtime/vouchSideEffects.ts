/**
 * DynamoDB Stream → what follows a vouch (issue 21). The vouch's request
 * writes the vouch, the receiver's score and the giver's count in one
 * transaction and answers; from each vouch item's stream record this
 * consumer then writes:
 *  - the receiver's points per day (store/vouchDays.ts) for a vouch given,
 *    edited or removed;
 *  - for a vouch given: the receiver's 'vouch_received' notification (the
 *    push consumer sends it to their open pages from its own INSERT), and
 *    the mail through the outbox, whose failure to queue is recorded as the
 *    'email_failed' notification as before;
 *  - the receiver's transcript summary (store/transcriptSummaries.ts) for
 *    every change, a claimed vouch's INSERT included (the claim does not
 *    write it).
 * Each change is applied once however often its record is delivered
 * (store/vouchEffects.ts). The mail is queued only by the delivery that
 * applied the change, so a redelivery never mails twice; a crash between the
 * two loses that one mail (the notification stays), which the spec allows
 * (a failed notification send is ignored).
 *
 * An off-platform vouch claimed at sign-up is written with its points per day
 * in the claim's own transaction and was never announced (store/pendingVouches.ts):
 * its INSERT is skipped. It is told apart by its dates: a vouch given here is
 * created and updated at the same instant, a claimed one was created when it was
 * sent and updated when it was claimed.
 *
 * One of the consumers the table stream's one reader serves
 * (functions/stream/consumers.ts), on AWS and locally alike.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { emailFailedNotification, notificationName, vouchReceivedNotification } from '#domain/notifications';
import { scoreVouch } from '#domain/scoring';
import { env } from '#services/env';
import { log } from '#services/observability';
import { queueMail } from '#services/outbox';
import { inStreamOrder } from '#services/streamBatch';
import { createNotification } from '#store/notifications';
import { getProfiles } from '#store/profiles';
import { applyTranscriptChangeOnce, type TranscriptChange } from '#store/transcriptSummaries';
import { applyVouchChangeOnce, type VouchChange } from '#store/vouchEffects';
import { ANNOUNCED_QUALITIES, isVouchItem } from '#store/vouches';
import { vouchReceivedMail } from '#services/vouchReceivedMail';

/** The fields of a vouch item this consumer reads. */
interface StreamVouch {
  id: string;
  voucher_id: string;
  vouchee_id: string;
  attributes: string[];
  relationship_context: string;
  /** As the voucher chose them, in their order (store/vouches.ts ANNOUNCED_QUALITIES); the attributes where absent. */
  qualities: string[];
  created_at: string;
  updated_at: string | undefined;
  version: number;
}

function vouchOf(image: unknown): StreamVouch | undefined {
  if (!image) return undefined;
  const item = unmarshall(image as Record<string, AttributeValue>);
  if (!isVouchItem(item) || typeof item.id !== 'string' || typeof item.voucher_id !== 'string' || typeof item.vouchee_id !== 'string')
    return undefined;
  const attributes = typeof item.attributes === 'object' && item.attributes !== null ? Object.keys(item.attributes) : [];
  const announced: unknown = item[ANNOUNCED_QUALITIES];
  const qualities = Array.isArray(announced) ? announced.filter((q): q is string => typeof q === 'string') : attributes;
  return {
    id: item.id,
    qualities,
    voucher_id: item.voucher_id,
    vouchee_id: item.vouchee_id,
    attributes,
    relationship_context: typeof item.relationship_context === 'string' ? item.relationship_context : '',
    created_at: String(item.created_at),
    updated_at: typeof item.updated_at === 'string' ? item.updated_at : undefined,
    version: typeof item.version === 'number' ? item.version : 0,
  };
}

const dated = (vouch: StreamVouch) => ({ created_at: vouch.created_at, points: scoreVouch(vouch.attributes).total });

/** What a record changed, if it is a vouch's: undefined for other items and for claimed vouches (see above). */
export function vouchChangeOf(record: DynamoDBRecord): (Omit<VouchChange, 'notification'> & { given?: StreamVouch }) | undefined {
  const after = vouchOf(record.dynamodb?.NewImage);
  const before = vouchOf(record.dynamodb?.OldImage);
  if (record.eventName === 'INSERT' && after) {
    if (after.updated_at !== after.created_at) return undefined;
    return {
      vouch_id: after.id,
      vouchee_id: after.vouchee_id,
      kind: 'given',
      version: after.version,
      added: dated(after),
      removed: undefined,
      given: after,
    };
  }
  if (record.eventName === 'MODIFY' && after && before) {
    return { vouch_id: after.id, vouchee_id: after.vouchee_id, kind: 'edited', version: after.version, added: dated(after), removed: dated(before) };
  }
  if (record.eventName === 'REMOVE' && before) {
    return { vouch_id: before.id, vouchee_id: before.vouchee_id, kind: 'removed', version: before.version, added: undefined, removed: dated(before) };
  }
  return undefined;
}

const tallied = (vouch: StreamVouch) => ({
  voucher_id: vouch.voucher_id,
  created_at: vouch.created_at,
  relationship_context: vouch.relationship_context,
  attributes: vouch.attributes,
});

const sameTallied = (a: StreamVouch, b: StreamVouch) =>
  a.created_at === b.created_at &&
  a.relationship_context === b.relationship_context &&
  a.attributes.length === b.attributes.length &&
  a.attributes.every((name) => b.attributes.includes(name));

/**
 * What a record changed of the receiver's transcript summary: every vouch
 * item's INSERT (a claimed vouch's too), MODIFY and REMOVE; undefined for
 * other items and for a MODIFY that keeps what the summary counts (an edit of
 * the message, index keys set by a backfill).
 */
export function transcriptChangeOf(record: DynamoDBRecord): TranscriptChange | undefined {
  const after = vouchOf(record.dynamodb?.NewImage);
  const before = vouchOf(record.dynamodb?.OldImage);
  if (record.eventName === 'INSERT' && after) {
    return { vouch_id: after.id, vouchee_id: after.vouchee_id, kind: 'given', version: after.version, added: tallied(after), removed: undefined };
  }
  if (record.eventName === 'MODIFY' && after && before) {
    if (sameTallied(after, before)) return undefined;
    return {
      vouch_id: after.id,
      vouchee_id: after.vouchee_id,
      kind: 'edited',
      version: after.version,
      added: tallied(after),
      removed: tallied(before),
    };
  }
  if (record.eventName === 'REMOVE' && before) {
    return {
      vouch_id: before.id,
      vouchee_id: before.vouchee_id,
      kind: 'removed',
      version: before.version,
      added: undefined,
      removed: tallied(before),
    };
  }
  return undefined;
}

/**
 * Tells the vouchee by e-mail (issue 9 §3), through the outbox (issue 20 §4).
 * A mail that fails for good is recorded as the vouchee's 'email_failed'
 * notification by the sender (functions/jobs/sendOutbox.ts); one that cannot
 * even be queued is recorded here. A failure to record is only logged: the
 * vouch and its notification stand.
 */
export async function mailVouchReceived(
  vouchee: { id: string; email?: string | null; vouch_emails_off?: boolean | null; full_name?: string | null; username?: string | null },
  voucherName: string,
  qualities: readonly string[],
  now: Date,
): Promise<void> {
  // Beyond the spec: a member may turn these e-mails off on the profile edit page.
  if (!vouchee.email || vouchee.vouch_emails_off) return;
  const failed = emailFailedNotification({ what: `${voucherName}'s vouch` });
  try {
    await queueMail(
      vouchReceivedMail({
        to: vouchee.email,
        recipientName: notificationName(vouchee),
        voucherName,
        qualities,
        messageUrl: `${env.appUrl}/my-vouch-dashboard`,
        settingsUrl: `${env.appUrl}/profile/edit`,
      }),
      { userId: vouchee.id, failed },
    );
  } catch (error) {
    log().error('vouch-received e-mail could not be queued; the vouch is kept', { error: String(error) });
    await createNotification({ user_id: vouchee.id, ...failed }, now.toISOString()).catch((e: unknown) =>
      log().error('could not record the failed e-mail', { error: String(e) }),
    );
  }
}

/** One record's side effects (exported for the tests, which hand it records as the stream does). */
export async function applyVouchRecord(record: DynamoDBRecord, now: Date): Promise<void> {
  const transcript = transcriptChangeOf(record);
  if (transcript) await applyTranscriptChangeOnce(transcript, now.toISOString());
  const change = vouchChangeOf(record);
  if (!change) return;
  const { given, ...rest } = change;
  if (!given) {
    await applyVouchChangeOnce(rest, now.toISOString());
    return;
  }
  // The notification and the mail name the voucher as their profile does, and the mail goes to the receiver's address.
  const profiles = await getProfiles([given.voucher_id, given.vouchee_id]);
  const voucher = profiles.find((p) => p.id === given.voucher_id);
  const vouchee = profiles.find((p) => p.id === given.vouchee_id);
  const voucherName = notificationName(voucher ?? {});
  const { applied } = await applyVouchChangeOnce(
    { ...rest, notification: { content: vouchReceivedNotification({ voucherName, attributes: given.qualities }), created_at: given.created_at } },
    now.toISOString(),
  );
  if (applied && vouchee) await mailVouchReceived(vouchee, voucherName, given.qualities, now);
}

/** The vouch items' records of a batch (functions/stream/dispatch.ts hands over only those). */
export async function consumeVouchChanges(records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  const now = new Date();
  // In order: a hot receiver's records share one points-per-day item, and a record failed is resumed from.
  return inStreamOrder('vouchSideEffects', records, (record) => applyVouchRecord(record, now));
}
