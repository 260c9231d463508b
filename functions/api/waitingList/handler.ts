import { makeFeatureHandler } from '../featureHandler';
import { joinWaitingList } from './operations';

/** Lambda entry of the 'waitingList' feature (see routes.ts). */
export const handler = makeFeatureHandler('waitingList', { joinWaitingList });
