import { describe, expect, it } from 'vitest';
import type { NotificationList, NotificationView } from '#contract/features/notifications';
import { withArrived } from './notificationCache';

const n = (i: number, is_read = false): NotificationView => ({
  id: `${String(i).padStart(9, '0')}-aaaaaaaaaaaa`,
  type: 'vouch_received',
  title: 'New vouch received',
  message: `Vouch ${i}`,
  is_read,
  created_at: new Date(Date.UTC(2026, 10, 23, 10, 0, i)).toISOString(),
});

describe('a notification arriving live', () => {
  it('goes on top and raises the unread count', () => {
    const list: NotificationList = { notifications: [n(2), n(1, true)], unread_count: 1 };
    const after = withArrived(list, n(3));
    expect(after.notifications.map((x) => x.message)).toEqual(['Vouch 3', 'Vouch 2', 'Vouch 1']);
    expect(after.unread_count).toBe(2);
  });

  it('is never added twice (a second push, or one the catch-up read already brought)', () => {
    const list: NotificationList = { notifications: [n(2), n(1)], unread_count: 2 };
    expect(withArrived(list, n(2))).toBe(list);
    const once = withArrived(list, n(3));
    expect(withArrived(once, n(3))).toBe(once);
  });

  it('keeps the 20 newest, in id (time) order even when pushes arrive out of order', () => {
    const list: NotificationList = { notifications: Array.from({ length: 20 }, (_, i) => n(40 - 2 * i)), unread_count: 20 };
    const after = withArrived(list, n(31));
    expect(after.notifications).toHaveLength(20);
    expect(after.notifications.slice(4, 7).map((x) => x.message)).toEqual(['Vouch 32', 'Vouch 31', 'Vouch 30']);
    expect(after.notifications.at(-1)!.message).toBe('Vouch 4');
  });
});
