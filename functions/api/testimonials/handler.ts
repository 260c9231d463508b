import { testimonialsRoutes } from '#contract/features/testimonials';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'testimonials' feature: its routes are contract/features/testimonials.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(testimonialsRoutes, operations);
