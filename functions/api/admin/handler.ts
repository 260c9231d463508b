import { makeFeatureHandler } from '../featureHandler';
import { listWaitingList } from './operations';

/** Lambda entry of the 'admin' feature (see routes.ts). */
export const handler = makeFeatureHandler('admin', { listWaitingList });
