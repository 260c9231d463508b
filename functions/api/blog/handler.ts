import { blogRoutes } from '#contract/features/blog';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'blog' feature: its routes are contract/features/blog.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(blogRoutes, operations);
