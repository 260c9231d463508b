import { waitingListRoutes } from '#contract/features/waitingList';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'waitingList' feature: its routes are contract/features/waitingList.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(waitingListRoutes, operations);
