import { clientErrorsRoutes } from '#contract/features/clientErrors';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'clientErrors' feature: its routes are contract/features/clientErrors.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(clientErrorsRoutes, operations);
