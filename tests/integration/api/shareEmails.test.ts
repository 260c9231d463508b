/**
 * The Share & Invite e-mail composer (sendShareEmail): the three purposes,
 * the two that invite each recording its invite channel, a profile share
 * using none (issue 22 #14, even at 10 of 10), mailed in the product's template (the
 * local SES mailbox, through the outbox); the spec's recipient and message
 * rules; a mail that cannot be queued removing the invite it made, one that
 * fails for good after (the local SES's failure switch) told in the bell;
 * the daily cap.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAILY_EMAIL_CAP } from '#domain/shareEmail';
import { isRefusal } from '#store/errors';
import { countInvitesHeld, deletePendingInvite, getInvite } from '#store/invites';
import { createInviteForMail, mailsSentToday } from '#store/mailQuota';
import { signUpCompleteMember, type TestMember } from '#test-support/backendHelpers';
import { testStack, uniqueEmail, useStackEnv, waitForMail } from '#test-support/stack';
import { call, invoke } from '#test-support/apiClient';
import { failMailTo, withOutboxRefusing } from '#test-support/outbox';
import { waitFor } from '#test-support/waitFor';
import { listNotifications } from '#store/notifications';

let sender: TestMember;

beforeAll(async () => {
  useStackEnv();
  sender = await signUpCompleteMember('Sam Sender');
}, 60_000);

const linkIn = (html: string) => /href="([^"]*\/\?invite_code=[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('sendShareEmail', () => {
  it('mails a give-vouch invite with its own invite (email_button_1), the default subject and the message escaped', async () => {
    const to = uniqueEmail('friend');
    const response = await call('sendShareEmail', {
      token: sender.token,
      body: { purpose: 'give_vouch_invite', to, subject: '', message: 'Join me <script>x</script>\n\nSee you there.' },
    });
    expect(response.status).toBe(201);
    expect(response.body!.invite).toMatchObject({ channel: 'email_button_1', invitee_email: to, status: 'pending' });
    expect(response.body!.daily_cap).toBe(DAILY_EMAIL_CAP);
    const mail = await waitForMail(to, { subjectIncludes: 'Vouched' });
    expect(mail.subject).toBe('Sam Sender invited you to Vouched');
    expect(mail.body.html).toContain('Join me &lt;script&gt;x&lt;/script&gt;');
    expect(mail.body.html).not.toContain('<script');
    expect(linkIn(mail.body.html!)).toBe(`${testStack().env.APP_URL}/?invite_code=${response.body!.invite!.invite_code}&auto_signup=true`);
  });

  it('uses the member’s subject and records email_button_2 for a vouch request; a profile share uses no invite', async () => {
    const to = uniqueEmail('asked');
    const asked = await call('sendShareEmail', {
      token: sender.token,
      body: { purpose: 'vouch_request', to, subject: 'Would you vouch for me?', message: 'Thanks!' },
    });
    expect(asked.body!.invite!.channel).toBe('email_button_2');
    const mail = await waitForMail(to, { subjectIncludes: 'Would you vouch' });
    expect(linkIn(mail.body.html!)).toBe(`${testStack().env.APP_URL}/?invite_code=${asked.body!.invite!.invite_code}&user=${sender.username}`);
  });

  it('shares a profile without an invite, linking to the vouch-for-me page, even when all 10 invites are used', async () => {
    const member = await signUpCompleteMember('Pat Profile');
    const held = await countInvitesHeld(member.userId);
    for (let i = held; i < 10; i++) expect((await call('createInvite', { token: member.token, body: { channel: 'qr' } })).status).toBe(201);
    const viewer = uniqueEmail('viewer');
    const shared = await call('sendShareEmail', { token: member.token, body: { purpose: 'profile_share', to: viewer, message: 'My profile.' } });
    expect(shared.status).toBe(201);
    expect(shared.body!.invite).toBeNull();
    expect(shared.body!.emails_sent_today).toBe(1);
    expect(await countInvitesHeld(member.userId)).toBe(10);
    const mail = await waitForMail(viewer, { subjectIncludes: 'profile' });
    const link = /href="([^"]*\/vouched\?user=[^"]*)"/.exec(mail.body.html!)?.[1];
    expect(link).toBe(`${testStack().env.APP_URL}/vouched?user=${member.username}`);
    expect(mail.body.html).not.toContain('invite code');
    // An e-mail that does carry an invite is refused at 10 of 10, in the spec's words.
    const invite = await call('sendShareEmail', { token: member.token, body: { purpose: 'give_vouch_invite', to: uniqueEmail(), message: 'Join.' } });
    expect(invite.status).toBe(409);
    expect(invite.error?.message).toBe('You have reached the maximum of 10 invites');
  });

  it('validates the recipient and the message in the spec words, writing nothing', async () => {
    const before = await countInvitesHeld(sender.userId);
    const noTo = await call('sendShareEmail', { token: sender.token, body: { purpose: 'give_vouch_invite', to: '', message: 'Hi' } });
    expect(noTo.error?.fields?.to).toBe('Please provide a recipient email');
    const badTo = await call('sendShareEmail', { token: sender.token, body: { purpose: 'give_vouch_invite', to: 'a@b', message: 'Hi' } });
    expect(badTo.error?.fields?.to).toBe('Please provide a valid email address');
    const noMessage = await call('sendShareEmail', { token: sender.token, body: { purpose: 'give_vouch_invite', to: uniqueEmail(), message: ' ' } });
    expect(noMessage.error?.fields?.message).toBe('Please provide an email message');
    expect(await countInvitesHeld(sender.userId)).toBe(before);
  });

  it('removes the invite again when the mail cannot be queued, so it does not use one of the 10', async () => {
    const member = await signUpCompleteMember('Mia Mailfail');
    const response = await withOutboxRefusing(() =>
      invoke('sendShareEmail', { userId: member.userId, body: { purpose: 'give_vouch_invite', to: uniqueEmail(), message: 'Hi' } }),
    );
    expect(response.status).toBe(502);
    expect(response.error?.message).toBe('Email failed to send');
    expect(await countInvitesHeld(member.userId)).toBe(0);
  });

  it('tells the member in the bell, with the invite\u2019s code, when a queued mail fails for good', async () => {
    const member = await signUpCompleteMember('Moe Mailfail');
    const to = uniqueEmail('unreachable');
    await failMailTo(to, true);
    try {
      const sent = await call('sendShareEmail', { token: member.token, body: { purpose: 'give_vouch_invite', to, message: 'Hi' } });
      expect(sent.status).toBe(201);
      const code = sent.body!.invite!.invite_code;
      const failed = await waitFor('the email_failed notification', async () =>
        (await listNotifications(member.userId)).find((n) => n.type === 'email_failed'),
      );
      expect(failed.message).toBe(
        `We could not send your email to ${to}. The invite code ${code} is saved: share it yourself, or delete it to free the invite.`,
      );
      // The invite stays: its code still works when the member hands it over themselves.
      expect(await getInvite(code)).toMatchObject({ invitee_email: to });
    } finally {
      await failMailTo(to, false);
    }
  });
});

describe('the daily cap', () => {
  it(`refuses the composer invite past ${DAILY_EMAIL_CAP} in a day, even when invites are freed in between`, async () => {
    const memberId = `cap-${randomUUID()}`;
    const now = new Date();
    for (let i = 0; i < DAILY_EMAIL_CAP; i++) {
      const { invite } = await createInviteForMail({ inviter_user_id: memberId, channel: 'email_button_1', invitee_email: 'x@example.test' }, now);
      await deletePendingInvite(memberId, invite.invite_code, now);
    }
    expect(await mailsSentToday(memberId, now)).toBe(DAILY_EMAIL_CAP);
    const refused = await createInviteForMail({ inviter_user_id: memberId, channel: 'email_button_1' }, now).catch((e: unknown) => e);
    expect(isRefusal(refused, 'daily_mail_cap')).toBe(true);
    expect(await countInvitesHeld(memberId)).toBe(0);
    // The next day starts afresh.
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const { invite } = await createInviteForMail({ inviter_user_id: memberId, channel: 'share' }, tomorrow);
    expect(await getInvite(invite.invite_code)).toBeDefined();
  });
});
