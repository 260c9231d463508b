import { makeFeatureHandler } from '../featureHandler';

/** Lambda entry of the 'admin' feature (see routes.ts). */
export const handler = makeFeatureHandler({});
