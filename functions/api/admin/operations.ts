import { WAITING_LIST_PAGE_MAX, type PageQuery } from '../../domain/paging';
import { WAITING_LIST_PAGE_KEY, countWaitingList, listWaitingListPage } from '../../store/waitingList';
import type { WaitingList } from '../contracts';
import { decodeCursor, encodeCursor } from '../http/cursor';
import type { Operation } from '../http/request';
import { toWaitingListEntry } from '../presenters';

/** Super admin: one page of the waiting list, newest first, with its total size and the cursor of the next page. */
export const listWaitingList: Operation = async (req) => {
  const query = (req.query ?? {}) as PageQuery;
  const start = decodeCursor(query.cursor, WAITING_LIST_PAGE_KEY.keyNames, WAITING_LIST_PAGE_KEY.fixed);
  const [page, total] = await Promise.all([listWaitingListPage(query.limit ?? WAITING_LIST_PAGE_MAX, start), countWaitingList()]);
  const body: WaitingList = { entries: page.entries.map(toWaitingListEntry), total, next_cursor: encodeCursor(page.nextKey) };
  return { status: 200, body };
};
