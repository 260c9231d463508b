/**
 * The bell's routes and the notifications the product writes: a vouch
 * received (given through the API, and an off-platform vouch claimed at
 * sign-up) and an invite of yours redeemed, each in its write's own
 * transaction. Own only: another member's notification is not there (404).
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { listNotifications as storeList } from '#store/notifications';
import { offPlatformVouchBody, signUpCompleteMember, signUpMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, newInviteCode, signIn, signUpAndConfirm, uniqueEmail, useStackEnv, waitForMail } from '#test-support/stack';
import { call, callOk, invoke } from '#test-support/apiClient';

let ada: TestMember;
let ben: TestMember;

beforeAll(async () => {
  useStackEnv();
  [ada, ben] = await Promise.all([signUpCompleteMember('Ada Voucher'), signUpCompleteMember('Ben Receiver')]);
}, 60_000);

describe('notifications', () => {
  it('a vouch received is one unread vouch_received notification of the receiver, naming the voucher and the qualities', async () => {
    await callOk('createVouch', { token: ada.token, body: vouchBody(ben.userId, { attributes: ['Integrity', 'Kindness', 'Empathy'] }) });
    const list = await callOk('listNotifications', { token: ben.token });
    const received = list.notifications.filter((n) => n.type === 'vouch_received');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ title: 'New vouch received', message: 'Ada Voucher vouched for you: Integrity, Kindness, Empathy.', is_read: false });
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
    const list = await callOk('listNotifications', { token: ben.token });
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
    expect(list.notifications.find((n) => n.type === 'other' && n.title === 'Invite accepted')?.message).toBe('Nina Newcomer joined with your invite.');
  });

  it('an off-platform vouch claimed at sign-up is a vouch_received notification of the new member', async () => {
    const email = uniqueEmail('claimer');
    const sent = await callOk('createOffPlatformVouch', { token: ada.token, body: offPlatformVouchBody(email, { attributes: ['Integrity', 'Empathy', 'Focus'] }) });
    await signUpAndConfirm({ inviteCode: sent.invite.invite_code, email, password: TEST_PASSWORD, name: 'Ola Claimer' });
    const { idToken } = await signIn(email, TEST_PASSWORD);
    const list = await callOk('listNotifications', { token: idToken });
    expect(list.notifications.filter((n) => n.type === 'vouch_received').map((n) => n.message)).toEqual(['Ada Voucher vouched for you: Empathy, Focus, Integrity.']);
    expect(list.unread_count).toBe(1);
  });

  it('a vouch received is e-mailed to the receiver with the voucher, the qualities and a link', async () => {
    const mail = await waitForMail(ben.email, { subjectIncludes: 'Ada Voucher vouched for you' });
    expect(mail.body.text).toContain('Qualities: Integrity, Kindness, Empathy');
    expect(mail.body.text).toMatch(/Read the message: http.*\/my-vouch-dashboard/);
  });

  it('a failed e-mail never fails the vouch and is recorded as email_failed', async () => {
    const [dora, eli] = await Promise.all([signUpCompleteMember('Dora Mailfail'), signUpCompleteMember('Eli Receiver')]);
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));
    try {
      const response = await invoke('createVouch', { userId: dora.userId, body: vouchBody(eli.userId) });
      expect(response.status).toBe(201);
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    } finally {
      ses.restore();
    }
    const types = (await storeList(eli.userId)).map((n) => n.type).sort();
    expect(types).toEqual(['email_failed', 'vouch_received']);
  });
});
