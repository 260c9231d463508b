/**
 * A member's account deletion, for the tests that need a deleted account
 * holding an ID token issued before the deletion: its e-mailed link, an
 * account in its 24-hour grace that stays there for the whole test, and a
 * finalised one. Needs useStackEnv() (the store calls read the stack's table).
 */
import { deletionTime } from '#domain/accountDeletion';
import { confirmDeletionRequest, getDeletionAudit, hashDeletionToken, requestForToken } from '#store/accountDeletions';
import { callOk } from './apiClient';
import type { TestMember } from './backendHelpers';
import { readMailbox, testStack } from './stack';
import { waitFor } from './waitFor';

/** How long the test stack's deletion grace waits (tests/support/globalSetup.ts passes it to the Step Functions stand-in). */
export const TEST_GRACE_WAIT_MS = Number(process.env.VOUCHED_TEST_SFN_WAIT_MS ?? 1500);

const TOKEN_IN_LINK = /confirm-deletion\?token=([A-Za-z0-9_-]{43})/;

/** The token of the newest deletion link mailed to `email`. */
export async function linkTokenFor(email: string, subject = 'Confirm your Vouched account deletion'): Promise<string> {
  return waitFor(
    `a deletion link mailed to ${email}`,
    async () => {
      const mail = (await readMailbox({ to: email })).filter((m) => m.subject === subject).at(-1);
      return (mail && TOKEN_IN_LINK.exec(mail.body.text ?? '')?.[1]) || undefined;
    },
    10_000,
  );
}

/**
 * Makes the member's grace execution wait its real 24 hours (the stand-in's HoldWaits, bin/local/stepFunctions.ts)
 * instead of the test stack's short wait, for a test that cancels within the grace: on a busy machine the short
 * wait could end before the cancel arrives, and finalise the account the test means to restore.
 */
export async function holdGraceOf(member: TestMember): Promise<void> {
  const answer = await fetch(testStack().sfnUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AWSStepFunctions.HoldWaits' },
    body: JSON.stringify({ inputContains: `"userId":${JSON.stringify(member.userId)}` }),
  });
  if (!answer.ok) throw new Error(`the Step Functions stand-in refused HoldWaits: ${answer.status} ${await answer.text()}`);
}

/** Asks for the deletion through the API; answers the mailed link's token. */
export async function requestAndGetToken(member: TestMember): Promise<string> {
  await callOk('requestDeletion', { token: member.token });
  return linkTokenFor(member.email);
}

/**
 * A member whose deletion is confirmed and who stays in the grace: the
 * request and link go through the API, the confirmation is the store's own
 * write of confirmDeletion (request confirmed, profile hidden, one
 * transaction) without starting the grace's execution, whose test-stack
 * wait (VOUCHED_TEST_SFN_WAIT_MS) would finalise the account within seconds.
 * Answers the link's token.
 */
export async function confirmDeletionInGrace(member: TestMember): Promise<string> {
  const link = await requestAndGetToken(member);
  const now = new Date();
  const request = await requestForToken(hashDeletionToken(link), now);
  await confirmDeletionRequest(request, now, deletionTime(now), `${member.userId}-held-in-grace`);
  return link;
}

/** A member whose deletion went all the way through the API's confirmation and the grace's execution. */
export async function finaliseDeletion(member: TestMember): Promise<void> {
  const link = await requestAndGetToken(member);
  await callOk('confirmDeletion', { body: { token: link } });
  await waitFor('the finalisation', () => getDeletionAudit(member.userId));
}
