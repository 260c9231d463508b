/**
 * Step Functions task that runs when an account's 24-hour deletion grace
 * ends (functions/schema/deletionGrace.ts): the Cognito user is deleted, so the
 * account can never sign in again, then the store finalises the deletion
 * in one transaction (accountDeletions.ts finalizeDeletion: profile
 * anonymised as 'Deleted User', phone, birth date, avatar and permissions
 * removed, vouches given kept, others' scores unchanged, the audit item
 * with the original username and name), then the member's data export
 * files, and their unredeemed invites, notifications and data requests
 * (deletedMemberLeftovers.ts). The files go before the requests that name them, so a
 * rerun after a failure still finds them. Idempotent: a cancelled or already
 * finalised deletion is left alone, and a second run changes nothing.
 *
 * The Cognito user goes first, then the avatar's object in the avatars
 * bucket: if the store's step then failed, the execution fails and a rerun
 * finds the request still confirmed and the profile still naming the
 * avatar; the user and the object are already gone, which deleteUser and
 * S3's DeleteObject both accept.
 */
import { avatarKeyFromUrl } from '#domain/avatar';
import { deleteAvatar } from '#services/avatars';
import { deleteDataExport } from '#services/dataExportRemoval';
import { deleteUser } from '#services/identity';
import { getDeletionRequest, finalizeDeletion } from '#store/accountDeletions';
import { removeDeletedMemberLeftovers, type LeftoversRemoved } from '#store/deletedMemberLeftovers';
import { listDataRequests } from '#store/dataRequests';
import { getProfile } from '#store/profiles';
import { log, observed } from '#services/observability';

export interface FinalizeDeletionInput {
  userId: string;
  deleteAt?: string;
}

export interface FinalizeDeletionResult {
  userId: string;
  finalized: boolean;
  /** When the deletion was finalised (this run or an earlier one); null if it was cancelled. */
  deletedAt: string | null;
  /** What went with it: export files, unredeemed invites, notifications, data requests (none if it was cancelled). */
  removed: (LeftoversRemoved & { exportFiles: number }) | null;
}

/** Deletes the export file of each of the member's data requests that has one; returns how many. */
async function deleteExportFiles(userId: string): Promise<number> {
  const keys = (await listDataRequests(userId)).flatMap((request) => (request.export_key ? [request.export_key] : []));
  for (const key of keys) await deleteDataExport(key);
  return keys.length;
}

export const DELETION_REASON = 'Requested by the member, confirmed by e-mail link, after the 24-hour grace period';

async function handle(event: FinalizeDeletionInput): Promise<FinalizeDeletionResult> {
  const userId = String(event?.userId ?? '');
  if (!userId) throw new Error('finalizeDeletion: the input names no userId');
  const request = await getDeletionRequest(userId);
  // Only a confirmed request deletes the sign-in; a cancelled one (no request) leaves the account alone.
  if (request?.state === 'confirmed') {
    await deleteUser(userId);
    const profile = await getProfile(userId);
    const avatar = profile && !profile.deleted_at ? avatarKeyFromUrl(profile.avatar_url) : undefined;
    if (avatar) await deleteAvatar(avatar);
  }
  const now = new Date();
  const outcome = await finalizeDeletion(userId, now, DELETION_REASON);
  // Also after a run that finalised before (outcome.audit set, finalized false): that run may have failed half-way through these.
  const removed = outcome.audit ? { exportFiles: await deleteExportFiles(userId), ...(await removeDeletedMemberLeftovers(userId, now)) } : null;
  const result = { userId, finalized: outcome.finalized, deletedAt: outcome.audit?.metadata.deletion_timestamp ?? null, removed };
  log().info('deletion finalised', { job: 'finalizeDeletion', ...result });
  return result;
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('FinalizeDeletion', handle);
