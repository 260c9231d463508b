import { viewPermissionsRoutes } from '#contract/features/viewPermissions';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'viewPermissions' feature: its routes are contract/features/viewPermissions.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(viewPermissionsRoutes, operations);
