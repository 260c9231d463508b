/**
 * A stored notification as the member sees it: the API's list answers it and
 * the realtime push sends it, so it lives below both rather than in either.
 */
import type { NotificationView } from '#contract/features/notifications';
import type { NotificationRecord } from '#store/notifications';

export function toNotificationView(n: NotificationRecord): NotificationView {
  return { id: n.id, type: n.type, title: n.title, message: n.message, is_read: n.is_read, created_at: n.created_at };
}
