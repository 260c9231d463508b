/** Notifications: the signed-in member's bell (the 20 newest, mark one or all read). Own only: the store keys them by member. */
import * as z from 'zod';
import { NOTIFICATION_TYPES } from '#domain/notifications';
import { isoTime } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** One notification of the signed-in member (spec: notifications). */
export const notificationViewSchema = z.strictObject({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: isoTime,
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

/** The bell: the 20 newest, newest first, and how many are unread (counted up to 100: the badge shows 99+ above 99). */
export const notificationListSchema = z.strictObject({
  notifications: z.array(notificationViewSchema),
  unread_count: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadSchema = z.strictObject({ read: z.literal(true) });
export const notificationsAllReadSchema = z.strictObject({ marked: z.number().int().min(0) });

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
  // The bell's list and its unread count.
  {
    id: 'markNotificationRead',
    method: 'POST',
    path: '/api/me/notifications/{id}/read',
    access: 'member',
    feature: 'notifications',
    callerRecords: false,
    changes: ['listNotifications'],
    response: notificationReadSchema,
  },
  {
    id: 'markAllNotificationsRead',
    method: 'POST',
    path: '/api/me/notifications/read-all',
    access: 'member',
    feature: 'notifications',
    ratePerMinute: 30,
    changes: ['listNotifications'],
    response: notificationsAllReadSchema,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const notificationsAccess = {
  listNotifications: { request: () => ({}), allowed: 200 },
  // The member marks their own notification; for everyone else it is not theirs, so it is not there (404).
  markNotificationRead: {
    request: (_role, fx) => ({ params: { id: fx.memberNotification } }),
    allowed: { visitor: 401, member: 200, otherMember: 404, incompleteMember: 404, admin: 404, nonMember: 403 },
  },
  markAllNotificationsRead: { request: () => ({}), allowed: 200 },
} satisfies AccessRows<typeof notificationsRoutes>;
