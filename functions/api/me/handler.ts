import { meRoutes } from '#contract/features/me';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'me' feature: its routes are contract/features/me.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(meRoutes, operations);
