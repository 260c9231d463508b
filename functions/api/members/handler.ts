import { membersRoutes } from '#contract/features/members';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'members' feature: its routes are contract/features/members.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(membersRoutes, operations);
