/**
 * The bell's cached list (listNotifications) as the socket changes it: a
 * notification pushed live goes on top and raises the unread count, once
 * (a second delivery of the same id, or one the list already holds from a
 * catch-up read, changes nothing).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationView } from '#contract/features/notifications';
import { NOTIFICATIONS_SHOWN } from '#domain/notifications';
import { apiQueryKey } from '../../lib/query/operations';

export function withArrived(list: NotificationList, arrived: NotificationView): NotificationList {
  if (list.notifications.some((n) => n.id === arrived.id)) return list;
  const notifications = [arrived, ...list.notifications].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).slice(0, NOTIFICATIONS_SHOWN);
  return { notifications, unread_count: list.unread_count + (arrived.is_read ? 0 : 1) };
}

/** Puts a pushed notification into the cached list; with no list cached yet, the next read brings it. */
export function addArrived(client: QueryClient, arrived: NotificationView): void {
  client.setQueryData<NotificationList>(apiQueryKey('listNotifications'), (list) => (list ? withArrived(list, arrived) : list));
}
