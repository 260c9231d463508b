import { makeFeatureHandler } from '../featureHandler';
import { getMember } from './operations';

/** Lambda entry of the 'members' feature (see routes.ts). */
export const handler = makeFeatureHandler('members', { getMember });
