import { adminRoutes } from '#contract/features/admin';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'admin' feature: its routes are contract/features/admin.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(adminRoutes, operations);
