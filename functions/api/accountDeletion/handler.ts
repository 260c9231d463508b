import { accountDeletionRoutes } from '#contract/features/accountDeletion';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'accountDeletion' feature: its routes are contract/features/accountDeletion.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(accountDeletionRoutes, operations);
