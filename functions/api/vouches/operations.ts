/** Giving a vouch: the receiver's score moves in the same transaction (see store/vouches). */
import { visibleText } from '#domain/text';
import { MESSAGES, MESSAGE_HTML_MAX, MESSAGE_MAX } from '#domain/validation';
import { isRefusal } from '#store/errors';
import { createVouch as storeVouch, deleteVouch as storeDelete, getVouch, updateVouch as storeUpdate, type VouchRecord } from '#store/vouches';
import { badRequest, conflict, notFound } from '../http/failures';
import type { Operation } from '../operation';
import { toVouchView } from '../presenters';
import { sanitizeMessage } from '../richText';
import { vouchChoices } from './vouchChoices';

export { createOffPlatformVouch } from './offPlatform';

export const DUPLICATE_VOUCH_MESSAGE = 'You have already vouched for this person';
export const SELF_VOUCH_MESSAGE = 'You cannot vouch for yourself';
/**
 * The stored message with its markup, at most (defined beside the schema,
 * which checks the raw input against it too): ten times the text limit is
 * far beyond anything the editor makes, and keeps the vouch item well under
 * DynamoDB's 400 KB.
 */
export { MESSAGE_HTML_MAX };

export const VOUCH_NOT_FOUND_MESSAGE = 'You have not vouched for this member';
export const VOUCH_CHANGED_MESSAGE = 'This vouch was changed at the same time somewhere else. Please reload it and try again.';

/**
 * The message as stored: sanitized first, then measured, since markup that
 * is dropped must not make an empty message pass.
 */
function storableMessage(raw: string): string {
  const message = sanitizeMessage(raw);
  const text = visibleText(message);
  if (!text.trim()) throw badRequest(MESSAGES.messageRequired, { message: MESSAGES.messageRequired });
  if (text.length > MESSAGE_MAX || message.length > MESSAGE_HTML_MAX) throw badRequest(MESSAGES.messageTooLong, { message: MESSAGES.messageTooLong });
  return message;
}

export const createVouch: Operation<'createVouch'> = async ({ caller, body: input, now }) => {
  const voucherId = caller.id;
  if (input.vouchee_id === voucherId) throw badRequest(SELF_VOUCH_MESSAGE, { vouchee_id: SELF_VOUCH_MESSAGE });

  // A complete profile is the route's requirement (routes.ts needsCompleteProfile), checked by middleware.
  const message = storableMessage(input.message);

  try {
    const { vouch, score } = await storeVouch(
      {
        voucher_id: voucherId,
        vouchee_id: input.vouchee_id,
        ...vouchChoices(input, message),
      },
      now.toISOString(),
    );
    // The receiver's notification and mail follow from the table's stream (functions/realtime/vouchSideEffects.ts).
    return { vouch: toVouchView(vouch), vouchee_score: score };
  } catch (error) {
    if (isRefusal(error, 'duplicate_vouch')) throw conflict(DUPLICATE_VOUCH_MESSAGE);
    if (isRefusal(error, 'vouchee_missing')) throw notFound('Member not found');
    if (isRefusal(error, 'self_vouch')) throw badRequest(SELF_VOUCH_MESSAGE, { vouchee_id: SELF_VOUCH_MESSAGE });
    throw error;
  }
};

/** Member ids are Cognito subs (36 characters); anything much longer names nobody and never reaches the table. */
const MEMBER_ID_MAX = 64;

export const getMyVouchFor: Operation<'getMyVouchFor'> = async ({ caller, params }) => {
  if (params.voucheeId.length > MEMBER_ID_MAX) return { vouch: null };
  const vouch = await getVouch(caller.id, params.voucheeId);
  return { vouch: vouch ? toVouchView(vouch) : null };
};

/**
 * How often an edit or a deletion reads the vouch again when it changed
 * between the read and the write (another tab of the same voucher): the
 * score moves by the difference from what is stored, so each attempt starts
 * from a fresh read.
 */
const VERSION_ATTEMPTS = 3;

async function withCurrentVouch<T>(voucherId: string, voucheeId: string, write: (current: VouchRecord) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const current = voucheeId.length > MEMBER_ID_MAX ? undefined : await getVouch(voucherId, voucheeId);
    if (!current) throw notFound(VOUCH_NOT_FOUND_MESSAGE);
    try {
      return await write(current);
    } catch (error) {
      if (!isRefusal(error, 'vouch_changed')) throw error;
      // Still changing under every re-read (many tabs at once): nothing was written, and the member is told so.
      if (attempt >= VERSION_ATTEMPTS) throw conflict(VOUCH_CHANGED_MESSAGE);
    }
  }
}

export const updateVouch: Operation<'updateVouch'> = async ({ caller, params, body: input, now }) => {
  const message = storableMessage(input.message);
  const { vouch, score } = await withCurrentVouch(caller.id, params.voucheeId, (current) =>
    storeUpdate(current, vouchChoices(input, message), now.toISOString()),
  );
  return { vouch: toVouchView(vouch), vouchee_score: score };
};

export const deleteVouch: Operation<'deleteVouch'> = async ({ caller, params }) => {
  const { score } = await withCurrentVouch(caller.id, params.voucheeId, (current) => storeDelete(current));
  return { vouchee_score: score };
};
