/**
 * Everything the table holds about one member, for their data export
 * (issue 10 §6): every item of the partitions keyed to them and every index
 * entry that names them, read with Queries only (never a Scan):
 *   USER#<id>          profile, score, counters, points per day, search terms,
 *                      deletion request, and the vouches they received (VOUCH#…)
 *   GSI1 VOUCHER#<id>  the vouches they gave
 *   GSI1 INVITER#<id>  their invites, and through an unredeemed off-platform
 *                      vouch's invite (at most 10) the pending vouch it carries
 *   NOTIFS#<id>        their notifications
 *   VIEW_GRANTS#<id>   the view permissions they granted
 *   GSI1 VIEW_GRANTS_TO#<id> the view permissions others granted them
 *   GSI1 TESTIMONIALS_OF#<id> the testimonials they wrote
 *   GSI1 FEEDBACK_OF#<id> their feedback
 *   AUDIT#<id>         their sign-ins (security audit log)
 *   DATA_REQUESTS#<id> their data requests
 *
 * What is left out, and why (docs/decisions.md, "Data export"): the key and
 * index attributes and TTLs (how we store, not what we hold); secrets'
 * hashes (token_hash, code_hash, salt); internal copies (search_text, the
 * attachment's S3 key); the birth date's KMS ciphertext (it is never
 * decrypted: the export says a birth date is on file); and other people's
 * e-mail addresses on the member's invites (the invitee's, and the address
 * a sign-up reserved the code for, the address a pending vouch was sent to).
 */
import { memberPartition, RECEIVED_VOUCH_PREFIX } from './memberPartition';
import { notificationsPartition } from './notifications';
import { dataRequestsPartition } from './dataRequests';
import { grantsToViewerPartition, viewGrantsPartition } from './viewPermissions';
import { testimonialsOfPartition } from './testimonials';
import { auditPartition } from './securityAudit';
import { vouchEntity } from './vouches';
import { BOUND_CHANNEL, inviteEntity } from './invites';
import { getPendingVouch } from './pendingVouches';
import { queryItems } from './table';

type Item = Record<string, unknown>;

/** Attributes of how the table stores an item, not of what it says. */
const STORAGE_ATTRIBUTES = new Set(['PK', 'SK', 'expiresAt']);
/** Secrets' hashes, internal copies and other people's addresses (see above). */
const WITHHELD_ATTRIBUTES = new Set([
  'token_hash',
  'code_hash',
  'salt',
  'search_text',
  'attachment_key',
  'birth_date_encrypted',
  'invitee_email',
  'reserved_email',
  'reserved_until',
  'pending_email',
]);

function isIndexAttribute(name: string): boolean {
  return name.startsWith('GSI') && (name.endsWith('PK') || name.endsWith('SK'));
}

/** JSON-ready: sets become sorted arrays; storage and withheld attributes are dropped. */
function exported(item: Item): Item {
  const out: Item = {};
  for (const [name, value] of Object.entries(item)) {
    if (STORAGE_ATTRIBUTES.has(name) || WITHHELD_ATTRIBUTES.has(name) || isIndexAttribute(name)) continue;
    out[name] = value instanceof Set ? [...(value as Set<unknown>)].map(String).sort() : value;
  }
  return out;
}

export interface MemberExport {
  member_id: string;
  profile: Item | null;
  /** Score, counters, points per day, search terms, a deletion request: by the record's name. */
  records: Record<string, Item>;
  vouches_received: Item[];
  vouches_given: Item[];
  /** Off-platform vouches they sent that no one has claimed yet (the recipient's address left out). */
  vouches_given_pending: Item[];
  invites: Item[];
  notifications: Item[];
  view_permissions_granted: Item[];
  /** Whose full profiles they may see (or could, before a revocation): the owners' ids and the times. */
  view_permissions_received: Item[];
  feedback: Item[];
  testimonials: Item[];
  sign_ins: Item[];
  data_requests: Item[];
}

const partition = (pk: string) => queryItems({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true });
const indexPartition = (pk: string) =>
  queryItems({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': pk } });

/** Reads everything keyed to the member (see above), in parallel. */
export async function collectMemberData(userId: string): Promise<MemberExport> {
  const [own, given, invites, notifications, grants, grantsReceived, feedback, testimonials, audit, requests] = await Promise.all([
    partition(memberPartition(userId)),
    indexPartition(vouchEntity.indexes.given.partition({ voucher_id: userId })),
    indexPartition(inviteEntity.indexes.ofInviter.partition({ inviter_user_id: userId })),
    partition(notificationsPartition(userId)),
    partition(viewGrantsPartition(userId)),
    indexPartition(grantsToViewerPartition(userId)),
    indexPartition(`FEEDBACK_OF#${userId}`),
    indexPartition(testimonialsOfPartition(userId)),
    partition(auditPartition(userId)),
    queryItems({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :request)',
      ExpressionAttributeValues: { ':pk': dataRequestsPartition(userId), ':request': 'REQUEST#' },
      ConsistentRead: true,
    }),
  ]);

  const unclaimed = invites.filter((invite) => invite.channel === BOUND_CHANNEL && !invite.redeemed_user_id);
  const pending = await Promise.all(unclaimed.map((invite) => getPendingVouch(String(invite.invite_code))));

  let profile: Item | null = null;
  const records: Record<string, Item> = {};
  const received: Item[] = [];
  for (const item of own) {
    const sk = String(item.SK);
    if (sk === 'PROFILE') {
      profile = { ...exported(item), birth_date: item.birth_date_encrypted ? 'on file (stored encrypted; never shown or exported)' : null };
    } else if (sk.startsWith(RECEIVED_VOUCH_PREFIX)) {
      received.push(exported(item));
    } else {
      records[sk.toLowerCase()] = exported(item);
    }
  }

  return {
    member_id: userId,
    profile,
    records,
    vouches_received: received,
    vouches_given: given.map(exported),
    vouches_given_pending: pending.flatMap((vouch) => (vouch ? [exported({ ...vouch })] : [])),
    invites: invites.map(exported),
    notifications: notifications.map(exported),
    view_permissions_granted: grants.map(exported),
    view_permissions_received: grantsReceived.map(exported),
    feedback: feedback.map(exported),
    testimonials: testimonials.map(exported),
    sign_ins: audit.map(exported),
    data_requests: requests.map(exported),
  };
}
