import { accountRoutes } from '#contract/features/account';
import { makeFeatureHandler } from '../featureHandler';
import * as operations from './operations';

/**
 * Lambda entry of the 'account' feature: its routes are contract/features/account.ts,
 * each served by the operation exported under the route's id.
 */
export const handler = makeFeatureHandler(accountRoutes, operations);
