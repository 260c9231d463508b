import { makeFeatureHandler } from '../featureHandler';
import { createVouch } from './operations';

/** Lambda entry of the 'vouches' feature (see routes.ts). */
export const handler = makeFeatureHandler('vouches', { createVouch });
