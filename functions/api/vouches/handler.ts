import { vouchesRoutes } from '#contract/features/vouches';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'vouches' feature: its routes are contract/features/vouches.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(vouchesRoutes, operations);
