/**
 * The signed-in member's notifications (spec: the notification bell; "SELECT
 * notifications where user_id is me, newest first, limit 20"; "UPDATE
 * {is_read true} for one id and user or all unread of the user"). Own only
 * by construction: every operation works in the caller's own partition
 * (the store keys notifications by member), so another member's id is a 404.
 */
import { isRefusal } from '#store/errors';
import {
  countUnreadNotifications,
  isNotificationId,
  listNotifications as storeList,
  markAllNotificationsRead as storeMarkAll,
  markNotificationRead as storeMarkRead,
} from '#store/notifications';
import { notFound } from '../http/failures';
import type { Operation } from '../operation';
import { toNotificationView } from '#functions/views/notifications';

const NOTIFICATION_NOT_FOUND = 'Notification not found';

export const listNotifications: Operation<'listNotifications'> = async ({ caller }) => {
  const [notifications, unread] = await Promise.all([storeList(caller.id), countUnreadNotifications(caller.id)]);
  // The index behind the count lags the table by a moment: never show fewer unread than the list itself holds.
  const unreadListed = notifications.filter((n) => !n.is_read).length;
  return { notifications: notifications.map(toNotificationView), unread_count: Math.max(unread, unreadListed) };
};

export const markNotificationRead: Operation<'markNotificationRead'> = async ({ caller, params }) => {
  // An id of the wrong shape names no notification: answer without a read.
  if (!isNotificationId(params.id)) throw notFound(NOTIFICATION_NOT_FOUND);
  try {
    await storeMarkRead(caller.id, params.id);
    return { read: true };
  } catch (error) {
    if (isRefusal(error, 'notification_missing')) throw notFound(NOTIFICATION_NOT_FOUND);
    throw error;
  }
};

export const markAllNotificationsRead: Operation<'markAllNotificationsRead'> = async ({ caller }) => {
  // A signed-in account without a profile is not a member yet, and has nothing to mark.
  return { marked: await storeMarkAll(caller.id) };
};
