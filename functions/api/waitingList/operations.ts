import { waitingListSchema } from '../../domain/validation';
import { addToWaitingList } from '../../store/waitingList';
import { bodyOf, type Operation } from '../http/request';
import { toWaitingListEntry } from '../presenters';

/** A visitor without a code asks to be told; the e-mail is stored lower-cased, seeker types comma-joined. */
export const joinWaitingList: Operation = async (req) => {
  const input = bodyOf(req, waitingListSchema);
  const entry = await addToWaitingList(
    { name: input.name, email: input.email, vouch_seeker_type: input.vouch_seeker_type.length ? input.vouch_seeker_type.join(',') : null },
    req.now.toISOString(),
  );
  return { status: 201, body: toWaitingListEntry(entry) };
};
