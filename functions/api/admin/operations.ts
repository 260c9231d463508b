import { countWaitingList, listWaitingList as readWaitingList } from '../../store/waitingList';
import type { WaitingList } from '../contracts';
import type { Operation } from '../http/request';
import { toWaitingListEntry } from '../presenters';

/** Super admin: the waiting list, newest first, with its total size. */
export const listWaitingList: Operation = async () => {
  const [entries, total] = await Promise.all([readWaitingList(), countWaitingList()]);
  const body: WaitingList = { entries: entries.map(toWaitingListEntry), total };
  return { status: 200, body };
};
