/**
 * Issue 18 §4, through the real local Cognito and API: a member's own
 * access token cannot make an unproved address theirs. Attributes outside
 * the web client's write list are refused with Cognito's error; a new
 * e-mail is held until the code sent to it is confirmed, so after a fresh
 * sign-in their profile, another member's full view of them and that
 * member's transcript still show the verified address, and the address's
 * real owner can still sign up.
 */
import { DeleteUserAttributesCommand, GetUserCommand, UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '#test-support/apiClient';
import { signUpCompleteMember, vouchBody } from '#test-support/backendHelpers';
import {
  TEST_PASSWORD,
  cognito,
  newInviteCode,
  readMailbox,
  signIn,
  signUpAndConfirm,
  uniqueEmail,
  useStackEnv,
  waitForMail,
} from '#test-support/stack';

beforeAll(() => {
  useStackEnv();
});

async function attempt(send: () => Promise<unknown>): Promise<{ name?: string; message?: string } | undefined> {
  try {
    await send();
    return undefined;
  } catch (error) {
    return error as { name?: string; message?: string };
  }
}

describe('a member writing their own Cognito attributes', () => {
  it('is refused, with Cognito\u2019s error, for an attribute the web client may not write', async () => {
    const member = await signUpCompleteMember('Attribute Writer');
    const { accessToken } = await signIn(member.email, TEST_PASSWORD);
    const client = cognito();
    try {
      const update = await attempt(() =>
        client.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'phone_number', Value: '+15555550199' }] })),
      );
      expect(update).toMatchObject({ name: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' });
      const remove = await attempt(() => client.send(new DeleteUserAttributesCommand({ AccessToken: accessToken, UserAttributeNames: ['locale'] })));
      expect(remove).toMatchObject({ name: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' });
      const user = await client.send(new GetUserCommand({ AccessToken: accessToken }));
      expect(user.UserAttributes?.some((a) => a.Name === 'phone_number')).toBe(false);
    } finally {
      client.destroy();
    }
  });

  it('cannot make an unproved address theirs: everyone still sees the verified one, and its owner can still sign up', async () => {
    const [member, viewer] = await Promise.all([signUpCompleteMember('Claims Address'), signUpCompleteMember('Sees Transcript')]);
    // A vouch from the member puts them in the viewer's transcript and gives the viewer the full view of them.
    await callOk('createVouch', { token: member.token, body: vouchBody(viewer.userId) });
    const claimed = uniqueEmail('ceo');
    const sentAt = Math.floor(Date.now() / 1000) - 1;

    const { accessToken } = await signIn(member.email, TEST_PASSWORD);
    const client = cognito();
    try {
      await client.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: claimed }] }));
      const user = await client.send(new GetUserCommand({ AccessToken: accessToken }));
      expect(user.UserAttributes?.find((a) => a.Name === 'email')?.Value).toBe(member.email);
    } finally {
      client.destroy();
    }
    // The proof goes to the claimed address, never to the member's own mailbox.
    await waitForMail(claimed);
    // (Mail times have whole seconds, so the member's own sign-up confirmation, a moment earlier, may fall in the window: it is not the proof.)
    const ownMail = await readMailbox({ to: member.email, sinceEpochSeconds: sentAt });
    expect(ownMail.filter((mail) => mail.subject !== 'Confirm your Vouched account')).toEqual([]);

    const fresh = await signIn(member.email, TEST_PASSWORD);
    const me = await callOk('getMe', { token: fresh.idToken });
    expect(me).toMatchObject({ email: member.email.toLowerCase(), email_verified: true });

    const seen = await callOk('getMember', { params: { username: member.username }, token: viewer.token });
    expect(seen).toMatchObject({ limited: false, email: member.email.toLowerCase() });
    const transcript = await callOk('getMyTranscript', { token: viewer.token });
    const voucherEmails = transcript.vouches.filter((v) => v.voucher.id === member.userId).map((v) => v.voucher.email);
    expect(voucherEmails).toEqual([member.email.toLowerCase()]);

    const owner = await signUpAndConfirm({ inviteCode: await newInviteCode(), email: claimed, password: TEST_PASSWORD });
    expect(owner.userId).not.toBe(member.userId);
    const ownerTokens = await signIn(claimed, TEST_PASSWORD);
    expect(await callOk('getMe', { token: ownerTokens.idToken })).toMatchObject({ id: owner.userId, email: claimed.toLowerCase() });
  });
});
