/**
 * Off-platform vouches: the pending vouch, its invite and the invitation
 * mail (which arrives in the local SES mailbox, through the outbox), the
 * refusals, a mail that fails (the local SES's failure switch) or cannot be
 * queued (the queue refuses it) keeping the vouch, and the claim
 * at sign-up: the vouch becomes the new member's in the redemption's own
 * transaction, and their score equals the recomputation from their vouches.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreFromVouches } from '#domain/scoring';
import { countInvitesHeld, getInvite } from '#store/invites';
import { getPendingVouch } from '#store/pendingVouches';
import { getScore } from '#store/scores';
import { getVouch, listVouchesReceived } from '#store/vouches';
import { offPlatformVouchBody, signUpCompleteMember, type TestMember } from '#test-support/backendHelpers';
import {
  TEST_PASSWORD,
  newInviteCode,
  readMailbox,
  signIn,
  signUpAndConfirm,
  testStack,
  uniqueEmail,
  useStackEnv,
  waitForMail,
} from '#test-support/stack';
import { call, invoke } from '#test-support/apiClient';
import { failMailTo, outboxDeadLetters, withOutboxRefusing } from '#test-support/outbox';
import { waitFor } from '#test-support/waitFor';
import { listNotifications } from '#store/notifications';

let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  useStackEnv();
  [alice, bob] = await Promise.all([signUpCompleteMember('Alice Offplatform'), signUpCompleteMember('Bob Member')]);
}, 60_000);

/** The invite link in a mail's HTML. */
function linkIn(html: string): string {
  const match = /href="([^"]*\/vouched\?invite_code=[^"]*)"/.exec(html);
  if (!match) throw new Error('no invite link in the mail');
  return match[1]!.replace(/&amp;/g, '&');
}

describe('createOffPlatformVouch', () => {
  it('stores the pending vouch with an invite bound to the e-mail (one of the 10) and mails the invitation', async () => {
    const email = uniqueEmail('invitee');
    const before = await countInvitesHeld(alice.userId);
    const response = await call('createOffPlatformVouch', {
      token: alice.token,
      body: offPlatformVouchBody(email.toUpperCase(), { message: '<p>Kind <script>alert(1)</script><strong>and</strong> exact.</p>' }),
    });
    expect(response.status).toBe(201);
    const body = response.body!;
    expect(body.email_sent).toBe(true);
    expect(body.pending_vouch).toMatchObject({ pending_name: 'Ada Invitee', pending_email: email, points: 32 });
    expect(body.invite).toMatchObject({ channel: 'vouch_invite', invitee_email: email, status: 'pending' });
    expect(body.pending_vouch.pending_invite_code).toBe(body.invite.invite_code);
    expect(await countInvitesHeld(alice.userId)).toBe(before + 1);

    const pending = await getPendingVouch(body.invite.invite_code);
    expect(pending).toMatchObject({
      voucher_id: alice.userId,
      vouchee_id: null,
      pending_email: email,
      first_met_year: 2015,
      interaction_frequency: 'Yearly or less',
    });
    // Sanitised with createVouch's allow-list before it is stored (and mailed).
    expect(pending!.message).toBe('<p>Kind <strong>and</strong> exact.</p>');

    const mail = await waitForMail(email, { subjectIncludes: 'vouched for you' });
    expect(mail.subject).toBe('Alice Offplatform vouched for you on Vouched');
    expect(linkIn(mail.body.html!)).toBe(`${testStack().env.APP_URL}/vouched?invite_code=${body.invite.invite_code}&auto_signup=true`);
    for (const quality of ['Integrity', 'Reliability', 'Kindness', 'Visionary']) expect(mail.body.html).toContain(quality);
    expect(mail.body.html).toContain('<p>Kind <strong>and</strong> exact.</p>');
    expect(mail.body.html).not.toContain('<script');
    expect(mail.body.html).toContain('32 pts');
    expect(mail.body.text).toContain(body.invite.invite_code);
  });

  it('refuses a sixth attribute in one category, with nothing written', async () => {
    const before = await countInvitesHeld(alice.userId);
    const six = ['Integrity', 'Reliability', 'Loyalty', 'Authenticity', 'Accountability', 'Humility'];
    const response = await call('createOffPlatformVouch', { token: alice.token, body: offPlatformVouchBody(undefined, { attributes: six }) });
    expect(response.status).toBe(400);
    expect(response.error?.fields?.attributes).toBe('Please select at most 5 attributes per category');
    expect(await countInvitesHeld(alice.userId)).toBe(before);
  });

  it('refuses the wizard-only frequencies and a missing name, in the spec words', async () => {
    const wrong = await call('createOffPlatformVouch', {
      token: alice.token,
      body: offPlatformVouchBody(undefined, { interaction_frequency: 'We used to but not recently' }),
    });
    expect(wrong.status).toBe(400);
    const noName = await call('createOffPlatformVouch', { token: alice.token, body: offPlatformVouchBody(undefined, { pending_name: ' ' }) });
    expect(noName.error?.fields?.pending_name).toBe('Please fill in both name and email fields.');
  });

  it('refuses the voucher’s own e-mail and a member’s e-mail, saying so', async () => {
    const before = await countInvitesHeld(alice.userId);
    const own = await call('createOffPlatformVouch', { token: alice.token, body: offPlatformVouchBody(alice.email) });
    expect(own.status).toBe(400);
    expect(own.error?.message).toBe('You cannot vouch for yourself');
    const member = await call('createOffPlatformVouch', { token: alice.token, body: offPlatformVouchBody(bob.email.toUpperCase()) });
    expect(member.status).toBe(409);
    expect(member.error?.message).toBe('This person is already a member of Vouched. Find them on Vouch Now and vouch for them there.');
    expect(await countInvitesHeld(alice.userId)).toBe(before);
  });

  it('refuses a second pending vouch from the same member to the same e-mail', async () => {
    const email = uniqueEmail('twice');
    expect((await call('createOffPlatformVouch', { token: bob.token, body: offPlatformVouchBody(email) })).status).toBe(201);
    const again = await call('createOffPlatformVouch', { token: bob.token, body: offPlatformVouchBody(email) });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('You have already sent a vouch to this email address.');
  });

  it('shares the 10 invites with the other invites: past them it answers invite_limit and writes nothing', async () => {
    const carol = await signUpCompleteMember('Carol Limit');
    for (let i = 0; i < 9; i++) await newInviteCode({ token: carol.token });
    expect((await call('createOffPlatformVouch', { token: carol.token, body: offPlatformVouchBody() })).status).toBe(201);
    const email = uniqueEmail('eleventh');
    const eleventh = await call('createOffPlatformVouch', { token: carol.token, body: offPlatformVouchBody(email) });
    expect(eleventh.status).toBe(409);
    expect(eleventh.error).toMatchObject({ code: 'invite_limit', message: 'You have reached the maximum of 10 invites' });
    expect(await countInvitesHeld(carol.userId)).toBe(10);
    expect(await readMailbox({ to: email })).toEqual([]);
  }, 60_000);

  it('keeps the vouch and the invite when the e-mail cannot even be queued, and says so', async () => {
    const email = uniqueEmail('mailfail');
    const response = await withOutboxRefusing(() => invoke('createOffPlatformVouch', { userId: alice.userId, body: offPlatformVouchBody(email) }));
    expect(response.status).toBe(201);
    expect(response.body!.email_sent).toBe(false);
    const code = response.body!.invite.invite_code;
    expect(await getPendingVouch(code)).toMatchObject({ pending_email: email });
    expect(await getInvite(code)).toMatchObject({ invitee_email: email, channel: 'vouch_invite' });
    expect((await listNotifications(alice.userId)).find((n) => n.type === 'email_failed')?.message).toContain('We could not email your vouch');
  });

  it('keeps the vouch and the invite when the queued e-mail fails for good, parked in the dead-letter queue', async () => {
    const email = uniqueEmail('unreachable');
    await failMailTo(email, true);
    try {
      const sent = await call('createOffPlatformVouch', { token: bob.token, body: offPlatformVouchBody(email) });
      expect(sent.status).toBe(201);
      await waitFor('the mail in the dead-letter queue', async () => (await outboxDeadLetters()).find((m) => m.body.includes(email)));
      const code = sent.body!.invite.invite_code;
      expect(await getPendingVouch(code)).toMatchObject({ pending_email: email });
      expect(await getInvite(code)).toMatchObject({ invitee_email: email, channel: 'vouch_invite' });
    } finally {
      await failMailTo(email, false);
    }
    expect(await readMailbox({ to: email })).toEqual([]);
  });
});

describe('deleting its invite', () => {
  it('withdraws the pending vouch with it and frees the slot and the address', async () => {
    const email = uniqueEmail('withdrawn');
    const before = await countInvitesHeld(bob.userId);
    const sent = await call('createOffPlatformVouch', { token: bob.token, body: offPlatformVouchBody(email) });
    const code = sent.body!.invite.invite_code;
    expect((await call('deleteInvite', { token: bob.token, params: { id: code } })).status).toBe(200);
    expect(await getPendingVouch(code)).toBeUndefined();
    expect(await countInvitesHeld(bob.userId)).toBe(before);
    expect((await call('createOffPlatformVouch', { token: bob.token, body: offPlatformVouchBody(email) })).status).toBe(201);
  });
});

describe('claiming at sign-up', () => {
  it('makes the pending vouch the new member’s, counted in their score, in the sign-up itself', async () => {
    const email = uniqueEmail('claimer');
    const attributes = ['Integrity', 'Reliability', 'Loyalty', 'Kindness', 'Empathy', 'Visionary', 'Focus'];
    const sent = await call('createOffPlatformVouch', { token: alice.token, body: offPlatformVouchBody(email, { attributes }) });
    expect(sent.status).toBe(201);
    const code = sent.body!.invite.invite_code;
    const givenBefore = (await call('getMe', { token: alice.token })).body!.vouches_given;

    // Another address cannot use an invite bound to this one.
    await expect(signUpAndConfirm({ inviteCode: code, email: uniqueEmail('stranger'), password: TEST_PASSWORD })).rejects.toThrow();

    const { userId } = await signUpAndConfirm({ inviteCode: code, email, password: TEST_PASSWORD, name: 'Ada Claimer' });
    const vouch = await getVouch(alice.userId, userId);
    expect(vouch).toMatchObject({ id: sent.body!.pending_vouch.id, voucher_id: alice.userId, vouchee_id: userId, points: 54 });
    expect(await getPendingVouch(code)).toBeUndefined();
    expect((await getInvite(code))!.redeemed_user_id).toBe(userId);

    // The invariant: the stored score is the recomputation from the stored vouches.
    const received = await listVouchesReceived(userId);
    expect(received).toHaveLength(1);
    const score = await getScore(userId);
    expect(score).toEqual(scoreFromVouches(received.map((v) => Object.keys(v.attributes))));
    expect(score).toMatchObject({ total_score: 54, total_vouches: 1, tier: 'Trusted By Some' });

    const { idToken } = await signIn(email, TEST_PASSWORD);
    expect((await call('getMe', { token: idToken })).body!.score).toEqual(score);
    expect((await call('getMe', { token: alice.token })).body!.vouches_given).toBe(givenBefore + 1);
    // Alice can now update it as an ordinary vouch of hers.
    expect((await call('getMyVouchFor', { token: alice.token, params: { voucheeId: userId } })).body!.vouch?.id).toBe(sent.body!.pending_vouch.id);
  }, 60_000);
});
