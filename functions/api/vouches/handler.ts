import { makeFeatureHandler } from '../featureHandler';

/** Lambda entry of the 'vouches' feature (see routes.ts). */
export const handler = makeFeatureHandler({});
