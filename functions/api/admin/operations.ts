import { WAITING_LIST_PAGE_MAX } from '#domain/paging';
import { WAITING_LIST_PAGE_KEY, countWaitingList, listWaitingListPage } from '#store/waitingList';
import { decodeCursor, encodeCursor } from '../http/cursor';
import type { Operation } from '../operation';
import { toWaitingListEntry } from '../presenters';

/** Super admin: one page of the waiting list, newest first, with its total size and the cursor of the next page. */
export const listWaitingList: Operation<'listWaitingList'> = async ({ query }) => {
  const start = decodeCursor(query.cursor, WAITING_LIST_PAGE_KEY.keyNames, WAITING_LIST_PAGE_KEY.fixed);
  const [page, total] = await Promise.all([listWaitingListPage(query.limit ?? WAITING_LIST_PAGE_MAX, start), countWaitingList()]);
  return { entries: page.entries.map(toWaitingListEntry), total, next_cursor: encodeCursor(page.nextKey) };
};
