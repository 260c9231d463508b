/** Giving a vouch: the receiver's score moves in the same transaction (see store/vouches). */
import { visibleText } from '../../domain/text';
import { MESSAGES, MESSAGE_HTML_MAX, MESSAGE_MAX, vouchSchema } from '../../domain/validation';
import { isRefusal } from '../../store/errors';
import { createVouch as storeVouch } from '../../store/vouches';
import type { CreatedVouch } from '../contracts';
import { badRequest, conflict, notFound } from '../http/failures';
import { bodyOf, memberId, type Operation } from '../http/request';
import { toVouchView } from '../presenters';
import { sanitizeMessage } from '../richText';

export const DUPLICATE_VOUCH_MESSAGE = 'You have already vouched for this person';
export const SELF_VOUCH_MESSAGE = 'You cannot vouch for yourself';
/**
 * The stored message with its markup, at most (defined beside the schema,
 * which checks the raw input against it too): ten times the text limit is
 * far beyond anything the editor makes, and keeps the vouch item well under
 * DynamoDB's 400 KB.
 */
export { MESSAGE_HTML_MAX };

export const createVouch: Operation = async (req) => {
  const input = bodyOf(req, vouchSchema);
  const voucherId = memberId(req);
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
      req.now.toISOString(),
    );
    const body: CreatedVouch = { vouch: toVouchView(vouch), vouchee_score: score };
    return { status: 201, body };
  } catch (error) {
    if (isRefusal(error, 'duplicate_vouch')) throw conflict(DUPLICATE_VOUCH_MESSAGE);
    if (isRefusal(error, 'vouchee_missing')) throw notFound('Member not found');
    if (isRefusal(error, 'self_vouch')) throw badRequest(SELF_VOUCH_MESSAGE, { vouchee_id: SELF_VOUCH_MESSAGE });
    throw error;
  }
};
