import { makeFeatureHandler } from '../featureHandler';

/** Lambda entry of the 'me' feature (see routes.ts). */
export const handler = makeFeatureHandler({});
