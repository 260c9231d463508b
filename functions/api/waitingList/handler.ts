import { makeFeatureHandler } from '../featureHandler';

/** Lambda entry of the 'waitingList' feature (see routes.ts). */
export const handler = makeFeatureHandler({});
