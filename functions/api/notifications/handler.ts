import { notificationsRoutes } from '#contract/features/notifications';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'notifications' feature: its routes are contract/features/notifications.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(notificationsRoutes, operations);
