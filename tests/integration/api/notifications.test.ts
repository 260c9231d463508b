/**
 * The bell's routes and the notifications the product writes: a vouch
 * received (given through the API, and an off-platform vouch claimed at
 * sign-up) and an invite of yours redeemed, each in its write's own
 * transaction. Own only: another member's notification is not there (404).
 * Mails go through the outbox (issue 20 §4): a route answers once its mail
 * is queued, so a mail, and a notification of how it went, is waited for.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_MAX_RECEIVES } from '#domain/outbox';
import { listNotifications as storeList } from '#store/notifications';
import { offPlatformVouchBody, signUpCompleteMember, signUpMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, newInviteCode, readMailbox, signIn, signUpAndConfirm, uniqueEmail, useStackEnv, waitForMail } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';
import { failMailTo, outboxDeadLetters, refusedSendsTo } from '#test-support/outbox';
import { waitFor } from '#test-support/waitFor';

let ada: TestMember;
let ben: TestMember;

beforeAll(async () => {
  useStackEnv();
  [ada, ben] = await Promise.all([signUpCompleteMember('Ada Voucher'), signUpCompleteMember('Ben Receiver')]);
}, 60_000);

describe('notifications', () => {
  it('a vouch received is one unread vouch_received notification of the receiver, naming the voucher and the qualities', async () => {
    await callOk('createVouch', { token: ada.token, body: vouchBody(ben.userId, { attributes: ['Integrity', 'Kindness', 'Empathy'] }) });
    // The notification follows the vouch from the table's stream (issue 21): waited for.
    const list = await waitFor('the vouch_received notification', async () => {
      const read = await callOk('listNotifications', { token: ben.token });
      return read.notifications.some((n) => n.type === 'vouch_received') ? read : undefined;
    });
    const received = list.notifications.filter((n) => n.type === 'vouch_received');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      title: 'New vouch received',
      message: 'Ada Voucher vouched for you: Integrity, Kindness, Empathy.',
      is_read: false,
    });
    expect(list.unread_count).toBeGreaterThanOrEqual(1);
    // The voucher got none for it.
    expect((await callOk('listNotifications', { token: ada.token })).notifications.filter((n) => n.type === 'vouch_received')).toHaveLength(0);
  });

  it('a refused vouch writes no notification (same transaction)', async () => {
    const before = (await storeList(ben.userId)).length;
    expect((await call('createVouch', { token: ada.token, body: vouchBody(ben.userId) })).status).toBe(409);
    expect(await storeList(ben.userId)).toHaveLength(before);
  });

  it('marks one read (own only), then all read', async () => {
    const carl = await signUpCompleteMember('Carl Second');
    await callOk('createVouch', { token: carl.token, body: vouchBody(ben.userId) });
    const list = await waitFor("Carl's vouch_received notification", async () => {
      const read = await callOk('listNotifications', { token: ben.token });
      return read.notifications.some((n) => n.message.startsWith('Carl Second')) ? read : undefined;
    });
    const unread = list.notifications.filter((n) => !n.is_read);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const first = unread[0]!;

    // Another member cannot mark it: not theirs, so not there.
    expect((await call('markNotificationRead', { token: ada.token, params: { id: first.id } })).status).toBe(404);
    expect((await call('markNotificationRead', { token: ben.token, params: { id: 'not-an-id' } })).status).toBe(404);
    expect((await callOk('listNotifications', { token: ben.token })).notifications.find((n) => n.id === first.id)?.is_read).toBe(false);

    await callOk('markNotificationRead', { token: ben.token, params: { id: first.id } });
    const after = await callOk('listNotifications', { token: ben.token });
    expect(after.notifications.find((n) => n.id === first.id)?.is_read).toBe(true);
    expect(after.unread_count).toBe(list.unread_count - 1);

    const all = await callOk('markAllNotificationsRead', { token: ben.token });
    expect(all.marked).toBe(list.unread_count - 1);
    const done = await callOk('listNotifications', { token: ben.token });
    expect(done.unread_count).toBe(0);
    expect(done.notifications.every((n) => n.is_read)).toBe(true);
  });

  it('an invite of yours redeemed tells you (type other)', async () => {
    const code = await newInviteCode({ token: ada.token });
    await signUpMember({ inviteCode: code, name: 'Nina Newcomer' });
    const list = await callOk('listNotifications', { token: ada.token });
    expect(list.notifications.find((n) => n.type === 'other' && n.title === 'Invite accepted')?.message).toBe(
      'Nina Newcomer joined with your invite.',
    );
  });

  it('an off-platform vouch claimed at sign-up is a vouch_received notification of the new member', async () => {
    const email = uniqueEmail('claimer');
    const sent = await callOk('createOffPlatformVouch', {
      token: ada.token,
      body: offPlatformVouchBody(email, { attributes: ['Integrity', 'Empathy', 'Focus'] }),
    });
    await signUpAndConfirm({ inviteCode: sent.invite.invite_code, email, password: TEST_PASSWORD, name: 'Ola Claimer' });
    const { idToken } = await signIn(email, TEST_PASSWORD);
    const list = await callOk('listNotifications', { token: idToken });
    expect(list.notifications.filter((n) => n.type === 'vouch_received').map((n) => n.message)).toEqual([
      'Ada Voucher vouched for you: Empathy, Focus, Integrity.',
    ]);
    expect(list.unread_count).toBe(1);
  });

  it('a vouch received is e-mailed to the receiver with the voucher, the qualities and a link', async () => {
    const mail = await waitForMail(ben.email, { subjectIncludes: 'Ada Voucher vouched for you' });
    expect(mail.body.text).toContain('Qualities: Integrity, Kindness, Empathy');
    expect(mail.body.text).toMatch(/Read the message: http.*\/my-vouch-dashboard/);
    // A notification: the member can turn it off, and mail clients offer that next to the sender.
    expect(mail.body.text).toMatch(/Turn them off: http.*\/profile\/edit/);
    expect(mail.headers).toContainEqual({ name: 'List-Unsubscribe', value: expect.stringMatching(/^<http.*\/profile\/edit>$/) });
  });

  it('a vouch answers while SES is failing, and its mail arrives once SES recovers', async () => {
    const [dora, eli] = await Promise.all([signUpCompleteMember('Dora Mailfail'), signUpCompleteMember('Eli Receiver')]);
    const vouchMails = async () => (await readMailbox({ to: eli.email })).filter((m) => m.subject.includes('Dora Mailfail vouched for you'));
    await failMailTo(eli.email, true);
    try {
      expect((await call('createVouch', { token: dora.token, body: vouchBody(eli.userId) })).status).toBe(201);
      // The sender tried, and SES refused: the mail waits in the queue for its next receive.
      await waitFor('a refused send to the receiver', async () => ((await refusedSendsTo(eli.email)) > 0 ? true : undefined));
      expect(await vouchMails()).toHaveLength(0);
    } finally {
      await failMailTo(eli.email, false);
    }
    await waitForMail(eli.email, { subjectIncludes: 'Dora Mailfail vouched for you' });
    expect(await vouchMails()).toHaveLength(1);
    // It went out in the end: nothing was recorded as failed.
    expect((await storeList(eli.userId)).map((n) => n.type)).toEqual(['vouch_received']);
  });

  it('a mail that fails for good never fails the vouch: it is recorded as email_failed and parked in the dead-letter queue', async () => {
    const [fred, gail] = await Promise.all([signUpCompleteMember('Fred Mailfail'), signUpCompleteMember('Gail Unreachable')]);
    await failMailTo(gail.email, true);
    try {
      expect((await call('createVouch', { token: fred.token, body: vouchBody(gail.userId) })).status).toBe(201);
      const failed = await waitFor('the email_failed notification', async () =>
        (await storeList(gail.userId)).find((n) => n.type === 'email_failed'),
      );
      expect(failed).toMatchObject({
        title: 'Email not sent',
        message: "We could not send you the email about Fred Mailfail's vouch.",
        is_read: false,
      });
      const parked = await waitFor('the mail in the dead-letter queue', async () =>
        (await outboxDeadLetters()).find((m) => m.body.includes(gail.email)),
      );
      expect(parked.receives).toBe(OUTBOX_MAX_RECEIVES);
    } finally {
      await failMailTo(gail.email, false);
    }
    expect((await storeList(gail.userId)).map((n) => n.type).sort()).toEqual(['email_failed', 'vouch_received']);
    expect((await readMailbox({ to: gail.email })).filter((m) => m.subject.includes('vouched for you'))).toHaveLength(0);
  });

  it('a member who turned vouch e-mails off gets the notification but no e-mail, and on again gets both', async () => {
    const [fay, gus, hal] = await Promise.all([
      signUpCompleteMember('Fay Quiet'),
      signUpCompleteMember('Gus Voucher'),
      signUpCompleteMember('Hal Voucher'),
    ]);
    expect((await callOk('getMe', { token: fay.token })).vouch_emails).toBe(true);
    const off = await callOk('saveEmailPreferences', { token: fay.token, body: { vouch_emails: false } });
    expect(off.vouch_emails).toBe(false);
    expect((await callOk('getMe', { token: fay.token })).vouch_emails).toBe(false);

    // Turned off, nothing is queued. The local queue hands mails over in the order they came, so
    // once Hal's mail below is in the mailbox, Gus's would be too: the count of one at the end proves it.
    await callOk('createVouch', { token: gus.token, body: vouchBody(fay.userId) });
    await waitFor("Gus's vouch_received notification", async () =>
      (await storeList(fay.userId)).some((n) => n.type === 'vouch_received') ? true : undefined,
    );
    expect((await readMailbox({ to: fay.email })).filter((m) => m.subject.includes('vouched for you'))).toHaveLength(0);
    expect((await storeList(fay.userId)).filter((n) => n.type === 'vouch_received')).toHaveLength(1);

    await callOk('saveEmailPreferences', { token: fay.token, body: { vouch_emails: true } });
    await callOk('createVouch', { token: hal.token, body: vouchBody(fay.userId) });
    await waitForMail(fay.email, { subjectIncludes: 'Hal Voucher vouched for you' });
    expect((await readMailbox({ to: fay.email })).filter((m) => m.subject.includes('vouched for you'))).toHaveLength(1);
  });

  it('refuses a preference that is not a yes or no, changing nothing', async () => {
    const ivy = await signUpCompleteMember('Ivy Prefs');
    for (const body of [{}, { vouch_emails: 'no' }, { vouch_emails: null }]) {
      expect((await call('saveEmailPreferences', { token: ivy.token, body })).status).toBe(400);
    }
    expect((await callOk('getMe', { token: ivy.token })).vouch_emails).toBe(true);
  });

  it('an off-platform vouch tells its voucher in the bell that the e-mail went out (email_sent), or that it did not (email_failed)', async () => {
    const [jo, kim] = await Promise.all([signUpCompleteMember('Jo Offplatform'), signUpCompleteMember('Kim Offplatform')]);
    await callOk('createOffPlatformVouch', { token: jo.token, body: offPlatformVouchBody(uniqueEmail('sent'), { pending_name: 'Lee Outside' }) });
    // The sender records it once the mail went out.
    await expect
      .poll(async () => (await storeList(jo.userId)).filter((n) => n.type === 'email_sent'), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ title: 'Email sent', message: 'Your vouch for Lee Outside was sent by email.', is_read: false })]);

    const unreachable = uniqueEmail('failed');
    await failMailTo(unreachable, true);
    try {
      const sent = await callOk('createOffPlatformVouch', {
        token: kim.token,
        body: offPlatformVouchBody(unreachable, { pending_name: 'Max Outside' }),
      });
      // Queued: the answer cannot know yet; the bell tells once the sender gave up.
      expect(sent.email_sent).toBe(true);
      await waitFor('the email_failed notification', async () => (await storeList(kim.userId)).find((n) => n.type === 'email_failed'));
    } finally {
      await failMailTo(unreachable, false);
    }
    const kims = await storeList(kim.userId);
    expect(kims.map((n) => n.type)).toEqual(['email_failed']);
    expect(kims[0]!.message).toContain('We could not email your vouch to Max Outside.');
  });
});
