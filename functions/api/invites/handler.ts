import { makeFeatureHandler } from '../featureHandler';

/** Lambda entry of the 'invites' feature (see routes.ts). */
export const handler = makeFeatureHandler({});
