import { formResponsesRoutes } from '#contract/features/formResponses';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'formResponses' feature: its routes are contract/features/formResponses.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(formResponsesRoutes, operations);
