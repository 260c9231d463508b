/** Notifications: the signed-in member's bell (the 20 newest, mark one or all read). Own only: the store keys them by member. */
import { notificationListSchema, notificationReadSchema, notificationsAllReadSchema } from '../responses';
import type { RouteDef } from '../routeDef';

export const notificationsRoutes = [
  {
    id: 'listNotifications',
    method: 'GET',
    path: '/api/me/notifications',
    access: 'member',
    feature: 'notifications',
    callerRecords: false,
    response: notificationListSchema,
  },
  {
    id: 'markNotificationRead',
    method: 'POST',
    path: '/api/me/notifications/{id}/read',
    access: 'member',
    feature: 'notifications',
    callerRecords: false,
    response: notificationReadSchema,
  },
  {
    id: 'markAllNotificationsRead',
    method: 'POST',
    path: '/api/me/notifications/read-all',
    access: 'member',
    feature: 'notifications',
    ratePerMinute: 30,
    response: notificationsAllReadSchema,
  },
] as const satisfies readonly RouteDef[];
