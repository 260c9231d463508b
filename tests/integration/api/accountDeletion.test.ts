/**
 * Account deletion with a 24-hour grace (issue 10 §7), through the API and
 * the local stack: the request and its e-mailed link, the 5-minute repeat
 * rule, bad and expired links, the final confirmation (profile hidden,
 * signed out everywhere, the deletion-grace execution started on the local
 * Step Functions stand-in, which runs the stack's definition with its Wait
 * shortened to VOUCHED_TEST_SFN_WAIT_MS), Cancel Deletion within the grace,
 * the finalisation after it, and a second finalisation that changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { DescribeExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER_NAME, DELETION_TEXTS, SCHEDULED_DELETION_FIELD } from '#domain/accountDeletion';
import { DELETION_REASON, handler as finalizeDeletion } from '#functions/jobs/finalizeDeletion';
import { getDeletionAudit, getDeletionRequest, hashDeletionToken, putDeletionRequestForTest } from '#store/accountDeletions';
import { listDataRequests } from '#store/dataRequests';
import { getInvite } from '#store/invites';
import { listNotifications } from '#store/notifications';
import { getPendingVouch } from '#store/pendingVouches';
import { getProfile, profileIdByEmail, profileIdByUsername } from '#store/profiles';
import { getScore } from '#store/scores';
import { getVouch } from '#store/vouches';
import { hasActiveViewPermission } from '#store/viewPermissions';
import {
  JPEG_BYTES,
  offPlatformVouchBody,
  signUpCompleteMember,
  uploadAvatar,
  useStackEnv,
  vouchBody,
  type TestMember,
} from '#test-support/backendHelpers';
import { finalAvatarKeyOf } from '#domain/avatar';
import { readStoredAvatar } from '#services/avatars';
import { env } from '#services/env';
import { readObject } from '#services/s3Objects';
import { TEST_PASSWORD, cognito, readMailbox, signIn, testStack } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';
import { confirmDeletionInGrace, holdGraceOf, linkTokenFor, requestAndGetToken } from '#test-support/accountDeletion';
import { waitFor } from '#test-support/waitFor';

let other: TestMember;
/** The subject of the mail that carries the Cancel Deletion link of a confirmed deletion. */
const SCHEDULED_SUBJECT = 'Your Vouched account will be deleted in 24 hours';

beforeAll(async () => {
  useStackEnv();
  other = await signUpCompleteMember('Oscar Other');
}, 60_000);

const execution = async (name: string) => {
  const stack = testStack();
  const sfn = new SFNClient({ region: stack.region, endpoint: stack.sfnUrl, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const arn = `${stack.deletionStateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
  try {
    return await sfn.send(new DescribeExecutionCommand({ executionArn: arn }));
  } finally {
    sfn.destroy();
  }
};
const executionStatus = async (name: string) => (await execution(name)).status;

const refreshWorks = async (refreshToken: string) => {
  try {
    await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: testStack().userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return true;
  } catch {
    return false;
  }
};

describe('requesting a deletion', () => {
  it('mails a link to /confirm-deletion and refuses a repeat under 5 minutes as Recent Request Found', async () => {
    const member = await signUpCompleteMember('Rita Request');
    const first = await call('requestDeletion', { token: member.token });
    expect(first.status).toBe(201);
    const token = await linkTokenFor(member.email);
    const mail = (await readMailbox({ to: member.email })).at(-1)!;
    expect(mail.body.text).toContain(`${testStack().env.APP_URL}/confirm-deletion?token=${token}`);

    const again = await call('requestDeletion', { token: member.token });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(DELETION_TEXTS.recentRequest);
    // Only the hash is stored; the link still names the first request.
    const stored = await getDeletionRequest(member.userId);
    expect(stored).toMatchObject({ state: 'requested', token_hash: hashDeletionToken(token) });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await callOk('checkDeletion', { body: { token } })).toEqual({ state: 'awaiting_confirmation', delete_at: null });
  });

  it('keeps at most one pending request when two arrive at once (conditional write)', async () => {
    const member = await signUpCompleteMember('Dora Double');
    const answers = await Promise.all([1, 2, 3].map(() => call('requestDeletion', { token: member.token })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('allows a new request 5 minutes after the last, which replaces the old link', async () => {
    const member = await signUpCompleteMember('Nell New');
    const oldToken = randomBytes(32).toString('base64url');
    await putDeletionRequestForTest({
      user_id: member.userId,
      token_hash: hashDeletionToken(oldToken),
      requested_at: new Date(Date.now() - 5 * 60_000 - 1000).toISOString(),
      state: 'requested',
    });
    const newToken = await requestAndGetToken(member);
    expect(newToken).not.toBe(oldToken);
    expect((await call('checkDeletion', { body: { token: oldToken } })).status).toBe(404);
    expect((await call('checkDeletion', { body: { token: newToken } })).status).toBe(200);
  });
});

describe('bad links', () => {
  it('refuses an unknown token with the spec words, and a malformed one as a bad request', async () => {
    for (const id of ['checkDeletion', 'confirmDeletion', 'cancelDeletion'] as const) {
      const unknown = await call(id, { body: { token: randomBytes(32).toString('base64url') } });
      expect(unknown.status).toBe(404);
      expect(unknown.error?.message).toBe(DELETION_TEXTS.invalidToken);
      const malformed = await call(id, { body: { token: 'short' } });
      expect(malformed.status).toBe(400);
    }
  });

  it('refuses a link older than 24 hours (Invalid or Expired Token) and changes nothing', async () => {
    const member = await signUpCompleteMember('Ed Expired');
    const token = randomBytes(32).toString('base64url');
    await putDeletionRequestForTest({
      user_id: member.userId,
      token_hash: hashDeletionToken(token),
      requested_at: new Date(Date.now() - 24 * 3_600_000 - 1000).toISOString(),
      state: 'requested',
    });
    for (const id of ['checkDeletion', 'confirmDeletion'] as const) {
      const answer = await call(id, { body: { token } });
      expect(answer.status).toBe(404);
      expect(answer.error?.message).toBe(DELETION_TEXTS.invalidToken);
    }
    expect((await getProfile(member.userId))?.deletion_pending_at).toBeUndefined();
    expect((await call('getMe', { token: member.token })).status).toBe(200);
  });
});

describe('cancelling', () => {
  it('before the final confirmation: clears the request; the link is dead and a new request is allowed', async () => {
    const member = await signUpCompleteMember('Carl Cancel');
    const token = await requestAndGetToken(member);
    expect(await callOk('cancelDeletion', { body: { token } })).toEqual({ cancelled: true });
    expect(await getDeletionRequest(member.userId)).toBeUndefined();
    expect((await call('checkDeletion', { body: { token } })).status).toBe(404);
    expect((await call('requestDeletion', { token: member.token })).status).toBe(201);
  });

  it('within the grace: stops the execution and restores everything', async () => {
    const member = await signUpCompleteMember('Gina Grace');
    await holdGraceOf(member);
    const { refreshToken } = await signIn(member.email, TEST_PASSWORD);
    const token = await requestAndGetToken(member);
    const confirmedAt = Date.now();
    const scheduled = await callOk('confirmDeletion', { body: { token } });
    const executionName = (await getDeletionRequest(member.userId))!.execution_name!;
    const cancelled = await call('cancelDeletion', { body: { token } });
    expect(cancelled.status).toBe(200);

    expect(scheduled.state).toBe('scheduled');
    const deleteAt = new Date(scheduled.delete_at!).getTime();
    expect(deleteAt - confirmedAt).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(deleteAt - confirmedAt).toBeLessThan(24 * 3_600_000 + 60_000);
    // Signed out everywhere: the session from before cannot be renewed.
    expect(await refreshWorks(refreshToken)).toBe(false);

    const request = await getDeletionRequest(member.userId);
    expect(request).toBeUndefined();
    const profile = await getProfile(member.userId);
    expect(profile?.deletion_pending_at).toBeUndefined();
    expect(profile?.full_name).toBe('Gina Grace');
    // Finalize never ran: the execution was stopped while still in its Wait, the one state before the finalize task.
    const stopped = await execution(executionName);
    expect(stopped.status).toBe('ABORTED');
    expect((await getProfile(member.userId))?.deleted_at).toBeUndefined();
    expect(await getDeletionAudit(member.userId)).toBeUndefined();
    // Everyone sees the profile again, and the member signs in as before.
    expect((await call('getMember', { token: other.token, params: { username: member.username } })).status).toBe(200);
    const { idToken } = await signIn(member.email, TEST_PASSWORD);
    expect((await call('getMe', { token: idToken })).status).toBe(200);
  });

  it('within the grace: mails the Cancel Deletion link again to the address asked for; only the new link is good', async () => {
    const member = await signUpCompleteMember('Rhea Resend');
    await confirmDeletionInGrace(member);
    const firstLink = await linkTokenFor(member.email);
    expect(await callOk('resendDeletionCancelLink', { body: { email: member.email.toUpperCase() } })).toEqual({ requested: true });
    const newLink = await linkTokenFor(member.email, SCHEDULED_SUBJECT);
    expect(newLink).not.toBe(firstLink);
    expect((await call('checkDeletion', { body: { token: firstLink } })).status).toBe(404);
    expect(await callOk('checkDeletion', { body: { token: newLink } })).toMatchObject({ state: 'scheduled' });
    expect((await getDeletionRequest(member.userId))?.token_hash).toBe(hashDeletionToken(newLink));
  });

  it('answers alike for an address with no deletion in its grace, and mails nothing', async () => {
    const [requested, inGrace] = await Promise.all([signUpCompleteMember('Rita Requested'), signUpCompleteMember('Ron Ingrace')]);
    const requestedLink = await requestAndGetToken(requested);
    await confirmDeletionInGrace(inGrace);
    const asked = [other.email, requested.email, 'nobody.at.all@example.test'];
    for (const email of asked) expect(await callOk('resendDeletionCancelLink', { body: { email } })).toEqual({ requested: true });
    // The link goes through the outbox, which hands mails over in the order they came: once a link asked
    // for after these is in the mailbox, any mail of theirs would be there too.
    expect(await callOk('resendDeletionCancelLink', { body: { email: inGrace.email } })).toEqual({ requested: true });
    await linkTokenFor(inGrace.email, SCHEDULED_SUBJECT);
    for (const email of asked) expect((await readMailbox({ to: email })).filter((m) => m.subject === SCHEDULED_SUBJECT)).toEqual([]);
    // A request not yet confirmed keeps its own link.
    expect(await callOk('checkDeletion', { body: { token: requestedLink } })).toMatchObject({ state: 'awaiting_confirmation' });
  });

  it('marks the execution of a cancelled grace as stopped', async () => {
    const member = await signUpCompleteMember('Sam Stopped');
    await holdGraceOf(member);
    const token = await requestAndGetToken(member);
    await callOk('confirmDeletion', { body: { token } });
    const executionName = (await getDeletionRequest(member.userId))!.execution_name!;
    await callOk('cancelDeletion', { body: { token } });
    expect(await executionStatus(executionName)).toBe('ABORTED');
  });
});

describe('confirming and finalising', () => {
  it('in the grace: opening the link again shows the same schedule, and the member is refused with its date', async () => {
    // Held in the grace (no execution started): the test stack's short grace cannot end it mid-test.
    const member = await signUpCompleteMember('Hana Held');
    const token = await confirmDeletionInGrace(member);
    const scheduled = await callOk('confirmDeletion', { body: { token } });
    expect(scheduled.state).toBe('scheduled');
    expect(await callOk('checkDeletion', { body: { token } })).toEqual(scheduled);
    expect(await callOk('confirmDeletion', { body: { token } })).toEqual(scheduled);
    // The refusal says why and until when, so a member who signs in again is told (issue 22 §2).
    const refused = await call('getMe', { token: member.token });
    expect(refused.status).toBe(401);
    expect(refused.error).toEqual({
      code: 'unauthorized',
      message: DELETION_TEXTS.scheduled,
      fields: { [SCHEDULED_DELETION_FIELD]: scheduled.delete_at },
    });
  });

  it('hides the profile and refuses the member at once, then anonymises after the grace, keeping the vouches given', async () => {
    const member = await signUpCompleteMember('Fiona Final');
    // Her vouch for another member, a vouch she received, a view permission she gave and one she was given.
    await callOk('createVouch', { token: member.token, body: vouchBody(other.userId) });
    await callOk('createVouch', { token: other.token, body: vouchBody(member.userId) });
    await callOk('grantViewPermission', { token: member.token, body: { viewer_id: other.userId } });
    await callOk('grantViewPermission', { token: other.token, body: { viewer_id: member.userId } });
    // An invite nobody used, an off-platform vouch waiting on its own invite, and a data request.
    const unused = await callOk('createInvite', { token: member.token, body: {} });
    const offPlatform = await callOk('createOffPlatformVouch', { token: member.token, body: offPlatformVouchBody() });
    await callOk('requestMyData', { token: member.token });
    // Its export runs from the stream and notifies; let it finish first, so nothing is written after the finalisation.
    await expect.poll(async () => (await listDataRequests(member.userId)).map((r) => r.status), { timeout: 20_000 }).toEqual(['done']);
    const exportKey = (await listDataRequests(member.userId))[0]!.export_key!;
    expect(await readObject(env.exportsBucket, exportKey, 1), 'the export file').toBeDefined();
    expect((await listNotifications(member.userId)).length).toBeGreaterThan(0);
    // And an avatar, whose object in the avatars bucket goes with the finalisation.
    const avatar = await uploadAvatar(member.token, JPEG_BYTES);
    await callOk('saveAvatar', { token: member.token, body: { key: avatar.key } });
    expect(await readStoredAvatar(finalAvatarKeyOf(avatar.key))).toBeDefined();
    const otherScoreBefore = await getScore(other.userId);
    const before = (await getProfile(member.userId))!;

    const token = await requestAndGetToken(member);
    const confirmed = await callOk('confirmDeletion', { body: { token } });
    expect(confirmed.state).toBe('scheduled');
    // The notice with Cancel Deletion went out.
    const notice = await linkTokenFor(member.email, 'Your Vouched account will be deleted in 24 hours');
    expect(notice).toBe(token);

    // The member's token from before is refused (signed out everywhere); the profile is hidden from others.
    // (What the refusal says in the grace is the next test's: this grace lasts VOUCHED_TEST_SFN_WAIT_MS.)
    expect((await call('getMe', { token: member.token })).status).toBe(401);
    expect((await call('getMember', { token: other.token, params: { username: member.username } })).status).toBe(404);

    const audit = await waitFor('the finalisation', () => getDeletionAudit(member.userId));
    expect(audit).toMatchObject({
      user_id: member.userId,
      reason: DELETION_REASON,
      metadata: { original_username: member.username, original_full_name: 'Fiona Final' },
    });
    const after = (await getProfile(member.userId))!;
    expect(after).toMatchObject({
      full_name: DELETED_USER_NAME,
      email: '',
      phone: null,
      is_phone_verified: false,
      birth_date_encrypted: null,
      avatar_url: null,
      bio: null,
      city: null,
      is_super_admin: false,
      created_at: before.created_at,
    });
    expect(after.deleted_at).toBe(audit.metadata.deletion_timestamp);
    expect(after.username).not.toBe(member.username);
    // The username and the address are free again; the Cognito user is gone, so the account cannot sign in.
    expect(await profileIdByUsername(member.username)).toBeUndefined();
    expect(await profileIdByEmail(member.email)).toBeUndefined();
    await expect(signIn(member.email, TEST_PASSWORD)).rejects.toThrow();
    // The avatar's object is deleted.
    expect(await readStoredAvatar(finalAvatarKeyOf(avatar.key))).toBeUndefined();
    // Permissions removed, both ways: the other member's list no longer names her.
    expect(await hasActiveViewPermission(member.userId, other.userId)).toBe(false);
    expect(await hasActiveViewPermission(other.userId, member.userId)).toBe(false);
    expect((await callOk('listViewPermissions', { token: other.token })).permissions).toEqual([]);
    // The vouch she gave stays, shown under the replaced name, and the other member's score did not move.
    expect(await getVouch(member.userId, other.userId)).toBeDefined();
    expect(await getScore(other.userId)).toEqual(otherScoreBefore);
    const given = await callOk('listVouchesReceived', { token: other.token, params: { userId: other.userId } });
    expect(JSON.stringify(given)).toContain(DELETED_USER_NAME);
    expect(JSON.stringify(given)).not.toContain('Fiona Final');
    // The link is dead now.
    expect((await call('cancelDeletion', { body: { token } })).status).toBe(404);
    // Her unused invites stop working (the off-platform vouch goes with its invite); her notifications and data requests are gone.
    for (const code of [unused.invite_code, offPlatform.invite.invite_code]) {
      expect(await getInvite(code), code).toBeUndefined();
      expect((await call('checkInviteCode', { params: { code } })).status).toBe(404);
    }
    expect(await getPendingVouch(offPlatform.invite.invite_code)).toBeUndefined();
    expect(await listNotifications(member.userId)).toEqual([]);
    expect(await listDataRequests(member.userId)).toEqual([]);
    // The export file went with them, not two days later.
    expect(await readObject(env.exportsBucket, exportKey, 1)).toBeUndefined();

    // Finalising again changes nothing.
    const again = await finalizeDeletion({ userId: member.userId });
    expect(again).toEqual({
      userId: member.userId,
      finalized: false,
      deletedAt: audit.metadata.deletion_timestamp,
      removed: { exportFiles: 0, invites: 0, notifications: 0, dataRequests: 0 },
    });
    expect(await getProfile(member.userId)).toEqual(after);
    expect(await getDeletionAudit(member.userId)).toEqual(audit);
  }, 60_000);

  it('leaves a member alone when the execution runs for a request that was never confirmed', async () => {
    const member = await signUpCompleteMember('Una Unconfirmed');
    await requestAndGetToken(member);
    expect(await finalizeDeletion({ userId: member.userId })).toEqual({ userId: member.userId, finalized: false, deletedAt: null, removed: null });
    expect((await getProfile(member.userId))?.full_name).toBe('Una Unconfirmed');
    expect((await call('getMe', { token: member.token })).status).toBe(200);
  });
});
