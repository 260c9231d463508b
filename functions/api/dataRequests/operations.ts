/**
 * Request My Data (spec §4): a pending request blocks a new one ('Data
 * Request Already Submitted'); the request names the member by user_handle
 * (username, else full name, else e-mail, else 'User'), carries the fixed
 * reason, and writes the data_access_request notification in the same
 * transaction.
 */
import { DATA_REQUEST_TEXTS } from '#domain/dataRequests';
import { userHandle } from '#domain/profile';
import { createDataRequest } from '#store/dataRequests';
import { isRefusal } from '#store/errors';
import { conflict } from '../http/failures';
import type { Operation } from '../operation';

export const requestMyData: Operation<'requestMyData'> = async ({ caller, now }) => {
  try {
    const { user_id: _owner, ...view } = await createDataRequest(caller.id, userHandle(caller.profile), now.toISOString());
    return view;
  } catch (error) {
    if (isRefusal(error, 'data_request_pending')) throw conflict(DATA_REQUEST_TEXTS.alreadySubmitted);
    throw error;
  }
};
