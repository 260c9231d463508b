import { feedbackRoutes } from '#contract/features/feedback';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'feedback' feature: its routes are contract/features/feedback.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(feedbackRoutes, operations);
