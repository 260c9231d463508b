/**
 * Inviting from the waiting list (issue 11 §2, beyond the spec): the admin's
 * Invite creates an invite of the product for that e-mail (the admin's own
 * 10 do not move), mails it through SES, and marks the row invited; a
 * second Invite of the same row is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { WAITING_LIST_INVITE_SUBJECT } from '#api/mail/waitingListInviteMail';
import { getInvite } from '#store/invites';
import { PRODUCT_INVITER, addToWaitingList } from '#store/waitingList';
import { signInAdmin, type TestMember } from '#test-support/backendHelpers';
import { uniqueEmail, useStackEnv, waitForMail } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';

let admin: TestMember;

beforeAll(async () => {
  useStackEnv();
  admin = await signInAdmin();
});

describe('inviteWaitingListEntry', () => {
  it('creates a product invite for the e-mail, mails it and marks the row invited; a second Invite is 409', async () => {
    const email = uniqueEmail('waiter');
    const entry = await addToWaitingList({ name: 'Wendy Waiter', email, vouch_seeker_type: null }, new Date().toISOString());
    const invitesBefore = (await callOk('getMe', { token: admin.token })).invite_count;

    const result = await callOk('inviteWaitingListEntry', { token: admin.token, params: { id: entry.id }, body: { created_at: entry.created_at } });
    expect(result.mailed).toBe(true);
    expect(result.entry.invited_at).not.toBeNull();

    const mail = await waitForMail(email, { subjectIncludes: WAITING_LIST_INVITE_SUBJECT });
    const code = /invite code: (\w{8})/.exec(mail.body.text ?? '')?.[1];
    expect(code).toBeDefined();
    const invite = await getInvite(code!);
    expect(invite).toMatchObject({ inviter_user_id: PRODUCT_INVITER, invitee_email: email.toLowerCase(), redeemed_user_id: null });
    expect((await callOk('getMe', { token: admin.token })).invite_count).toBe(invitesBefore);

    const list = await callOk('listWaitingList', { token: admin.token });
    expect(list.entries.find((e) => e.id === entry.id)?.invited_at).toBe(result.entry.invited_at);

    const again = await call('inviteWaitingListEntry', { token: admin.token, params: { id: entry.id }, body: { created_at: entry.created_at } });
    expect(again.status).toBe(409);
  });

  it('an unknown entry is 404', async () => {
    const response = await call('inviteWaitingListEntry', {
      token: admin.token,
      params: { id: '00000000-0000-0000-0000-000000000000' },
      body: { created_at: new Date().toISOString() },
    });
    expect(response.status).toBe(404);
  });
});

describe('listWaitingList search', () => {
  it('finds entries by name or address on the server, ignoring case, and pages the matches', async () => {
    const tag = `quillon${Date.now().toString(36)}`;
    const at = (n: number) => new Date(Date.now() + n).toISOString();
    await addToWaitingList({ name: `Ivy ${tag}`, email: uniqueEmail('search-a'), vouch_seeker_type: null }, at(1));
    await addToWaitingList({ name: 'Someone Else', email: uniqueEmail('search-b'), vouch_seeker_type: null }, at(2));
    await addToWaitingList({ name: 'Jon Doe', email: uniqueEmail(tag), vouch_seeker_type: null }, at(3));
    await addToWaitingList({ name: `Kay ${tag.toUpperCase()}`, email: uniqueEmail('search-c'), vouch_seeker_type: null }, at(4));

    const all = await callOk('listWaitingList', { token: admin.token, query: { q: ` ${tag.toUpperCase()} ` } });
    expect(all.entries.map((e) => e.name)).toEqual([`Kay ${tag.toUpperCase()}`, 'Jon Doe', `Ivy ${tag}`]);
    expect(all.total).toBeGreaterThanOrEqual(4);

    const first = await callOk('listWaitingList', { token: admin.token, query: { q: tag, limit: '2' } });
    expect(first.entries).toHaveLength(2);
    const second = await callOk('listWaitingList', { token: admin.token, query: { q: tag, limit: '2', cursor: first.next_cursor! } });
    expect(second.entries.map((e) => e.name)).toEqual([`Ivy ${tag}`]);
    expect((await call('listWaitingList', { token: admin.token, query: { q: 'x'.repeat(101) } })).status).toBe(400);
  });
});
