/**
 * Notifications (spec: notifications entity and the notification bell).
 * Pure rules shared by the server (which writes them) and the web (which
 * shows them): the five types, the texts of the ones the product writes,
 * the badge and the relative time of an item.
 */
import { DEFAULT_LOCALE, dateTimeFormat, type Locales } from './intlFormat';

/** spec: notifications.type */
export const NOTIFICATION_TYPES = ['email_sent', 'email_failed', 'vouch_received', 'data_access_request', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** spec: the bell shows 20 items. */
export const NOTIFICATIONS_SHOWN = 20;
/** spec: the badge caps at 99+. */
export const BADGE_CAP = 99;

/** What a writer hands the store: the type and its two texts. */
export interface NotificationContent {
  type: NotificationType;
  title: string;
  message: string;
}

/** The bell's badge for this many unread: nothing at 0, the number up to 99, then '99+'. */
export function notificationBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BADGE_CAP ? `${BADGE_CAP}+` : String(unread);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * spec: "Relative times: 'Just now', minutes, hours (under 24), days (under
 * 7), then a date." Under a minute (or a time slightly ahead of the clock)
 * is 'Just now'; then '5m ago', '3h ago', '2d ago'; from 7 days on the
 * date, e.g. 'Nov 16, 2026' (in `timeZone`, the viewer's own by default).
 */
export function relativeTime(createdAt: string, nowMs: number, timeZone?: string, locales: Locales = DEFAULT_LOCALE): string {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return '';
  const elapsed = nowMs - at;
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return dateTimeFormat(locales, { month: 'short', day: 'numeric', year: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(at);
}

/** The notification a member gets when someone vouches for them (also when an off-platform vouch becomes theirs at sign-up). */
export function vouchReceivedNotification(input: { voucherName: string; attributes: readonly string[] }): NotificationContent {
  const qualities = input.attributes.length > 0 ? `: ${input.attributes.join(', ')}` : '';
  return { type: 'vouch_received', title: 'New vouch received', message: `${input.voucherName} vouched for you${qualities}.` };
}

/** The notification an inviter gets when someone signs up with their invite (type 'other'). */
export function inviteRedeemedNotification(input: { inviteeName: string }): NotificationContent {
  return { type: 'other', title: 'Invite accepted', message: `${input.inviteeName} joined with your invite.` };
}

/** A sending failure of a notification e-mail, recorded for the member (type 'email_failed'). */
export function emailFailedNotification(input: { what: string }): NotificationContent {
  return { type: 'email_failed', title: 'Email not sent', message: `We could not send you the email about ${input.what}.` };
}

/**
 * What the voucher of an off-platform vouch is told about its e-mail (the
 * spec's types email_sent and email_failed). Their invite code works either way.
 */
export function vouchMailedNotification(input: { recipientName: string; sent: boolean }): NotificationContent {
  return input.sent
    ? { type: 'email_sent', title: 'Email sent', message: `Your vouch for ${input.recipientName} was sent by email.` }
    : {
        type: 'email_failed',
        title: 'Email not sent',
        message: `We could not email your vouch to ${input.recipientName}. Your vouch and its invite code are saved: share the code with them yourself.`,
      };
}

/**
 * A mail a member sent from the composer (Share & Invite) that failed for
 * good after it was queued (issue 20 §4). The invite made for it stays, so
 * its code is named: the member can share it themselves or delete it.
 */
export function shareMailFailedNotification(input: { to: string; inviteCode: string | null }): NotificationContent {
  const code = input.inviteCode ? ` The invite code ${input.inviteCode} is saved: share it yourself, or delete it to free the invite.` : '';
  return { type: 'email_failed', title: 'Email not sent', message: `We could not send your email to ${input.to}.${code}` };
}

/** An admin's invitation of a person on the waiting list that failed for good; the invite stays. */
export function waitingListMailFailedNotification(input: { name: string; inviteCode: string }): NotificationContent {
  return {
    type: 'email_failed',
    title: 'Email not sent',
    message: `We could not send the invitation to ${input.name}. Their invite code ${input.inviteCode} is saved: send it to them yourself.`,
  };
}

/** How a notification names a member: their full name, else their username, else 'A member' (never their e-mail). */
export function notificationName(p: { full_name?: string | null; username?: string | null }): string {
  return p.full_name?.trim() || p.username?.trim() || 'A member';
}
