/**
 * Account deletion with a 24-hour grace (issue 10 §7; spec §4, §8, §9):
 *  1. requestDeletion: stores the request with a fresh token (refused as
 *     'Recent Request Found' under 5 minutes after the last) and mails the
 *     link to /confirm-deletion, valid 24 hours.
 *  2. checkDeletion: what the confirm page shows for the link.
 *  3. confirmDeletion: hides the profile, signs the member out everywhere
 *     (Cognito AdminUserGlobalSignOut), starts the deletion-grace
 *     execution, which finalises 24 hours later (functions/jobs/finalizeDeletion.ts),
 *     and forgets the member's open notification sockets.
 *  4. cancelDeletion: during the grace (or before confirming) deletes the
 *     request, shows the profile again and stops the execution.
 *  5. resendDeletionCancelLink: during the grace, mails the Cancel Deletion
 *     link again (with a new token: the old link dies) to the address asked
 *     for, when it is a member's in the grace; the same answer for any address.
 */
import { randomBytes } from 'node:crypto';
import { DELETION_TEXTS, DELETION_TOKEN_BYTES, deletionTime } from '#domain/accountDeletion';
import { env } from '#services/env';
import { signOutEverywhere } from '#services/identity';
import { sendMail } from '#services/mail';
import { queueMail } from '#services/outbox';
import { startDeletionGrace, stopDeletionGrace } from '#services/stepFunctions';
import {
  cancelDeletionRequest,
  confirmDeletionRequest,
  createDeletionRequest,
  getDeletionRequest,
  hashDeletionToken,
  replaceDeletionToken,
  requestForToken,
  withdrawDeletionRequest,
  type DeletionRequestRecord,
} from '#store/accountDeletions';
import { forgetConnectionsOf } from '#store/connections';
import { isRefusal } from '#store/errors';
import { getProfile, profileIdByEmail } from '#store/profiles';
import type { DeletionStatus } from '#contract/features/accountDeletion';
import { ApiFailure, conflict, notFound } from '../http/failures';
import { deletionRequestMail, deletionScheduledMail } from '../mail/deletionMail';
import type { Operation } from '../operation';

/** A failure the spec words itself (503: the member did nothing wrong; trying later may work). */
const unavailable = (message: string) => new ApiFailure(503, 'internal', message);
const invalidToken = () => notFound(DELETION_TEXTS.invalidToken);

function statusOf(request: DeletionRequestRecord): DeletionStatus {
  return request.state === 'confirmed'
    ? { state: 'scheduled', delete_at: request.delete_at ?? null }
    : { state: 'awaiting_confirmation', delete_at: null };
}

/** The request the body's token names, or 404 with the spec's words. */
async function requestOf(token: string, now: Date): Promise<DeletionRequestRecord> {
  try {
    return await requestForToken(hashDeletionToken(token), now);
  } catch (error) {
    if (isRefusal(error, 'deletion_token_invalid')) throw invalidToken();
    throw error;
  }
}

export const requestDeletion: Operation<'requestDeletion'> = async ({ caller, now, log }) => {
  const token = randomBytes(DELETION_TOKEN_BYTES).toString('base64url');
  const tokenHash = hashDeletionToken(token);
  let request: DeletionRequestRecord;
  try {
    request = await createDeletionRequest(caller.id, tokenHash, now);
  } catch (error) {
    if (isRefusal(error, 'deletion_recent')) throw conflict(DELETION_TEXTS.recentRequest);
    if (isRefusal(error, 'deletion_scheduled')) throw conflict(DELETION_TEXTS.recentRequest);
    throw error;
  }
  try {
    // Sent here, not queued (issue 20 §4): the request exists only with its mail. It blocks another
    // request for a while, so a mail that failed later, in the outbox, would leave the member unable
    // to ask again and with no link; here a failure withdraws it and the member may ask at once.
    await sendMail(deletionRequestMail(caller.profile.email, env.appUrl, token));
  } catch (error) {
    // No mail, no request: the member may ask again at once.
    log.error('deletion request mail failed', { error: String(error) });
    await withdrawDeletionRequest(caller.id, tokenHash);
    throw unavailable(DELETION_TEXTS.requestFailed);
  }
  return { requested_at: request.requested_at };
};

export const checkDeletion: Operation<'checkDeletion'> = async ({ body, now }) => statusOf(await requestOf(body.token, now));

export const confirmDeletion: Operation<'confirmDeletion'> = async ({ body, now, log }) => {
  const request = await requestOf(body.token, now);
  // Opening the link again after confirming shows the scheduled state; nothing more happens.
  if (request.state === 'confirmed') return statusOf(request);
  const deleteAt = deletionTime(now);
  // One execution per confirmation: its name is the member and the moment, so it is never reused.
  const executionName = `${request.user_id}-${now.getTime()}`;
  let confirmed: DeletionRequestRecord;
  try {
    confirmed = await confirmDeletionRequest(request, now, deleteAt, executionName);
  } catch (error) {
    if (isRefusal(error, 'deletion_token_invalid')) throw invalidToken();
    throw error;
  }
  try {
    await signOutEverywhere(request.user_id);
    await startDeletionGrace(executionName, { userId: request.user_id, deleteAt: deleteAt.toISOString() });
  } catch (error) {
    // Without its execution the deletion would never finish: undo the confirmation instead.
    log.error('deletion confirmation could not start the grace', { error: String(error) });
    await cancelDeletionRequest(confirmed, now).catch(() => undefined);
    throw unavailable(DELETION_TEXTS.completeFailed);
  }
  // Pushes stop at once; the items' TTL would end them within 3 hours anyway, so a failure here is only logged.
  await forgetConnectionsOf(request.user_id, now).catch((error: unknown) =>
    log.error("deletion could not forget the member's sockets", { error: String(error) }),
  );
  const profile = await getProfile(request.user_id);
  if (profile?.email) {
    // The notice is a courtesy, queued; the confirm page already shows the time and Cancel Deletion.
    await queueMail(deletionScheduledMail(profile.email, env.appUrl, body.token, deleteAt.toISOString())).catch((error: unknown) =>
      log.error('deletion scheduled mail could not be queued', { error: String(error) }),
    );
  }
  return statusOf(confirmed);
};

export const cancelDeletion: Operation<'cancelDeletion'> = async ({ body, now, log }) => {
  const request = await requestOf(body.token, now);
  try {
    await cancelDeletionRequest(request, now);
  } catch (error) {
    if (isRefusal(error, 'deletion_token_invalid')) throw invalidToken();
    throw error;
  }
  if (request.state === 'confirmed' && request.execution_name) {
    try {
      await stopDeletionGrace(request.execution_name, 'Cancelled by the member');
    } catch (error) {
      // The request is gone, so the execution's finalize step finds nothing to do; still say so.
      log.error('could not stop the deletion grace', { error: String(error) });
      throw unavailable(DELETION_TEXTS.cancelFailed);
    }
  }
  return { cancelled: true };
};

export const resendDeletionCancelLink: Operation<'resendDeletionCancelLink'> = async ({ body, now, log }) => {
  const userId = await profileIdByEmail(body.email);
  const request = userId ? await getDeletionRequest(userId) : undefined;
  if (request?.state !== 'confirmed' || !request.delete_at || now >= new Date(request.delete_at)) return { requested: true };
  const token = randomBytes(DELETION_TOKEN_BYTES).toString('base64url');
  try {
    await replaceDeletionToken(request, hashDeletionToken(token), now);
    const profile = await getProfile(request.user_id);
    if (profile?.email) await queueMail(deletionScheduledMail(profile.email, env.appUrl, token, request.delete_at));
  } catch (error) {
    // Failing out loud would tell the asker this address has a deletion under way: log it, answer alike.
    log.error('deletion cancel link could not be sent again', { error: String(error) });
  }
  return { requested: true };
};
