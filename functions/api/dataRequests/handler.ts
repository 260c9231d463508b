import { dataRequestsRoutes } from '#contract/features/dataRequests';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'dataRequests' feature: its routes are contract/features/dataRequests.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(dataRequestsRoutes, operations);
