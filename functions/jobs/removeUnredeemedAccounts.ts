/**
 * Nightly job (EventBridge Scheduler; locally a timer): deletes the Cognito
 * users of Google and LinkedIn sign-ups that never became members. Cognito
 * lets a federated sign-up through without an invite (its PreSignUp event
 * carries none); the account then can do nothing but redeem one
 * (api/account/redeemInvite.ts). One that has not done so within a day is
 * removed, so unredeemed accounts do not pile up in the pool; signing in
 * with the provider again simply makes a new one.
 *
 * Cost: one ListUsers page per 60 federated users and one GetItem per
 * federated user, members included (the pool has no attribute to filter
 * members by).
 */
import type { UserType } from '@aws-sdk/client-cognito-identity-provider';
import { now as clockNow } from '#services/clock';
import { deleteUsername, federatedUsersPage } from '#services/identity';
import { getProfile } from '#store/profiles';
import { log, observed } from '#services/observability';

const JOB = 'removeUnredeemedAccounts';
/** How long a federated sign-up has to redeem its invite: the sign-up dialog redeems it at once, so a day is generous. */
export const UNREDEEMED_GRACE_MS = 24 * 60 * 60 * 1000;

const subOf = (user: UserType) => user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

async function handle(_event?: unknown): Promise<{ checked: number; removed: number }> {
  const result = await removeUnredeemedAccounts(new Date(clockNow().getTime() - UNREDEEMED_GRACE_MS));
  log().info('unredeemed accounts checked', { job: JOB, ...result });
  return result;
}

/**
 * Removes the federated users made before `createdBefore` that have no
 * profile. `inScope` narrows the run to some users: the pool is shared by
 * every test file running at once, so a test confines the run to its own.
 */
export async function removeUnredeemedAccounts(
  createdBefore: Date,
  inScope: (user: UserType) => boolean = () => true,
): Promise<{ checked: number; removed: number }> {
  const cutoff = createdBefore.getTime();
  let checked = 0;
  let removed = 0;
  let token: string | undefined;
  do {
    const page = await federatedUsersPage(token);
    token = page.next;
    for (const user of page.users.filter(inScope)) {
      checked++;
      const sub = subOf(user);
      const created = user.UserCreateDate ? new Date(user.UserCreateDate).getTime() : Date.now();
      if (!sub || !user.Username || created > cutoff) continue;
      if (await getProfile(sub)) continue;
      await deleteUsername(user.Username);
      removed++;
    }
  } while (token);
  return { checked, removed };
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('RemoveUnredeemedAccounts', handle);
