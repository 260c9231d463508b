/** Giving a vouch: the receiver's score moves in the same transaction (see store/vouches). */
import { visibleText } from '#domain/text';
import { MESSAGES, MESSAGE_HTML_MAX, MESSAGE_MAX } from '#domain/validation';
import { isRefusal } from '#store/errors';
import { createVouch as storeVouch, getVouch } from '#store/vouches';
import { badRequest, conflict, notFound } from '../http/failures';
import type { Operation } from '../operation';
import { toVouchView } from '../presenters';
import { sanitizeMessage } from '../richText';

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

export const createVouch: Operation<'createVouch'> = async ({ caller, body: input, now }) => {
  const voucherId = caller.id;
  if (input.vouchee_id === voucherId) throw badRequest(SELF_VOUCH_MESSAGE, { vouchee_id: SELF_VOUCH_MESSAGE });

  // A complete profile is the route's requirement (routes.ts needsCompleteProfile), checked by middleware.
  // Sanitize first, then measure what is left: markup that is dropped must not make an empty message pass.
  const message = sanitizeMessage(input.message);
  const text = visibleText(message);
  const length = text.length;
  if (!text.trim()) throw badRequest(MESSAGES.messageRequired, { message: MESSAGES.messageRequired });
  if (length > MESSAGE_MAX || message.length > MESSAGE_HTML_MAX) throw badRequest(MESSAGES.messageTooLong, { message: MESSAGES.messageTooLong });

  try {
    const { vouch, score } = await storeVouch(
      {
        voucher_id: voucherId,
        vouchee_id: input.vouchee_id,
        message,
        attributes: input.attributes,
        first_met_year: input.first_met_year,
        interaction_frequency: input.interaction_frequency,
        relationship_category: input.relationship_category,
        relationship_context: input.relationship_context,
        character_confidence: input.character_confidence,
      },
      now.toISOString(),
    );
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
