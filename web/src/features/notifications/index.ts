/** Notifications: the member header's bell, live. */
export { NotificationBell } from './NotificationBell';
