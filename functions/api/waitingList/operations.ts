import { addToWaitingList } from '#store/waitingList';
import type { Operation } from '../operation';
import { toWaitingListEntry } from '../presenters';

/** A visitor without a code asks to be told; the e-mail is stored lower-cased, seeker types comma-joined. */
export const joinWaitingList: Operation<'joinWaitingList'> = async ({ body, now }) => {
  const entry = await addToWaitingList(
    { name: body.name, email: body.email, vouch_seeker_type: body.vouch_seeker_type.length ? body.vouch_seeker_type.join(',') : null },
    now.toISOString(),
  );
  return toWaitingListEntry(entry);
};
