import { avatarRoutes } from '#contract/features/avatar';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'avatar' feature: its routes are contract/features/avatar.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(avatarRoutes, operations);
