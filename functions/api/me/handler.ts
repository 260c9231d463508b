import { makeFeatureHandler } from '../featureHandler';
import { acceptTerms, getMe, saveBirthDate, saveLocation, savePhone, savePurpose, updateMe } from './operations';

/** Lambda entry of the 'me' feature (see routes.ts). */
export const handler = makeFeatureHandler('me', { getMe, updateMe, acceptTerms, saveBirthDate, saveLocation, savePhone, savePurpose });
