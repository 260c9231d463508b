import { listWaitingList as readWaitingList } from '../../store/waitingList';
import type { Operation } from '../http/request';
import { toWaitingListEntry } from '../presenters';

/** Super admin: the waiting list, newest first. */
export const listWaitingList: Operation = async () => {
  const entries = await readWaitingList();
  return { status: 200, body: { entries: entries.map(toWaitingListEntry) } };
};
