import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  isNotificationType,
  notificationBadge,
  relativeTime,
  vouchReceivedNotification,
  inviteRedeemedNotification,
  vouchMailedNotification,
} from '#domain';

const now = Date.parse('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MIN, '1m ago'],
    [59 * MIN + 59_999, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MIN, '23h ago'],
    [DAY, '1d ago'],
    [6 * DAY + 23 * HOUR, '6d ago'],
  ])('%i ms ago is %s', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), now)).toBe(text);
  });

  it('shows a date from 7 days on', () => {
    expect(relativeTime(ago(7 * DAY), now, 'UTC')).toBe('Nov 16, 2026');
    expect(relativeTime('2025-01-02T03:04:05.000Z', now, 'UTC')).toBe('Jan 2, 2025');
  });

  it('a time slightly in the future (clock skew) is Just now', () => {
    expect(relativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it('an unreadable time is an empty text, never Invalid Date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('notificationBadge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%i unread shows %s', (count, badge) => {
    expect(notificationBadge(count)).toBe(badge);
  });
});

describe('notification types', () => {
  it('are the spec’s five', () => {
    expect([...NOTIFICATION_TYPES]).toEqual(['email_sent', 'email_failed', 'vouch_received', 'data_access_request', 'other']);
    expect(isNotificationType('vouch_received')).toBe(true);
    expect(isNotificationType('vouch')).toBe(false);
  });

  it('a vouch received names the voucher', () => {
    const n = vouchReceivedNotification({ voucherName: 'Ada Lovelace', attributes: ['Integrity', 'Empathy'] });
    expect(n.type).toBe('vouch_received');
    expect(n.title).toBe('New vouch received');
    expect(n.message).toBe('Ada Lovelace vouched for you: Integrity, Empathy.');
  });

  it('an invite redeemed is of type other', () => {
    const n = inviteRedeemedNotification({ inviteeName: 'Grace Hopper' });
    expect(n).toEqual({ type: 'other', title: 'Invite accepted', message: 'Grace Hopper joined with your invite.' });
  });

  it('an off-platform vouch mailed tells the voucher it went out, or that it did not and the code still works', () => {
    expect(vouchMailedNotification({ recipientName: 'Alan Turing', sent: true })).toEqual({
      type: 'email_sent',
      title: 'Email sent',
      message: 'Your vouch for Alan Turing was sent by email.',
    });
    expect(vouchMailedNotification({ recipientName: 'Alan Turing', sent: false })).toEqual({
      type: 'email_failed',
      title: 'Email not sent',
      message: 'We could not email your vouch to Alan Turing. Your vouch and its invite code are saved: share the code with them yourself.',
    });
  });
});
