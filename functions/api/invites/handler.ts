import { makeFeatureHandler } from '../featureHandler';
import { checkInviteCode, createMyInvite, deleteMyInvite, listMyInvites } from './operations';

/** Lambda entry of the 'invites' feature (see routes.ts). */
export const handler = makeFeatureHandler('invites', {
  checkInviteCode,
  listMyInvites,
  createInvite: createMyInvite,
  deleteInvite: deleteMyInvite,
});
