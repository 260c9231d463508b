import { makeFeatureHandler } from '../featureHandler';

/** Lambda entry of the 'members' feature (see routes.ts). */
export const handler = makeFeatureHandler({});
