import { normalizeEmail } from '#domain/email';
import { isRefusal } from '#store/errors';
import { addToWaitingList } from '#store/waitingList';
import type { Operation } from '../operation';

/**
 * A visitor without a code asks to be told; the e-mail is stored lower-cased, seeker types comma-joined.
 * An address already listed is kept once and answered exactly as a new one (issue 22 #17): the sender
 * may not own the address, so the answer must not say whether it was listed before.
 */
export const joinWaitingList: Operation<'joinWaitingList'> = async ({ body, now }) => {
  const vouch_seeker_type = body.vouch_seeker_type.length ? body.vouch_seeker_type.join(',') : null;
  try {
    await addToWaitingList({ name: body.name, email: body.email, vouch_seeker_type }, now.toISOString());
  } catch (error) {
    if (!isRefusal(error, 'already_listed')) throw error;
  }
  return { name: body.name, email: normalizeEmail(body.email), vouch_seeker_type };
};
