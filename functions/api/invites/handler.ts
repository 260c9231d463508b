import { invitesRoutes } from '#contract/features/invites';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'invites' feature: its routes are contract/features/invites.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(invitesRoutes, operations);
