import { formResponsesRoutes } from '#contract/features/formResponses';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';
import { authenticateFormDelivery } from './signature';

/**
 * Lambda entry of the 'formResponses' feature: its routes are contract/features/formResponses.ts,
 * each served by the operation exported under the route's id; the webhook's
 * signature is checked before its body is parsed.
 */
export const handler = makeFeatureHandler(formResponsesRoutes, operations, { receiveFormResponse: authenticateFormDelivery });
