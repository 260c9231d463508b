/** Giving a vouch through the API, and seeing another member (getMember). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FullMemberSummary } from '#contract/features/members';
import { scoreFromVouches } from '#domain/scoring';
import { MESSAGES } from '#domain/validation';
import { getScore } from '#store/scores';
import { getVouch, listVouchesReceived } from '#store/vouches';
import { signUpCompleteMember, signUpMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { call } from '#test-support/apiClient';

let alice: TestMember;
let bob: TestMember;
let carol: TestMember;

beforeAll(async () => {
  useStackEnv();
  [alice, bob, carol] = await Promise.all([
    signUpCompleteMember('Alice Voucher'),
    signUpCompleteMember('Bob Receiver'),
    signUpCompleteMember('Carol Third'),
  ]);
});

describe('createVouch', () => {
  it('stores the vouch and moves the receiver’s score, tier and breakdown in the same write', async () => {
    const attributes = ['Integrity', 'Reliability', 'Kindness', 'Visionary', 'Inspiring'];
    const response = await call('createVouch', { token: alice.token, body: vouchBody(bob.userId, { attributes }) });
    expect(response.status).toBe(201);
    expect(response.body!.vouch).toMatchObject({ voucher_id: alice.userId, vouchee_id: bob.userId, points: 34, first_met_month: null });
    expect(response.body!.vouch.attributes).toEqual({ Integrity: true, Reliability: true, Kindness: true, Visionary: true, Inspiring: true });
    expect(response.body!.vouchee_score).toEqual(scoreFromVouches([attributes]));
    expect(response.body!.vouchee_score).toMatchObject({
      total_score: 34,
      tier: 'Trusted By Some',
      total_vouches: 1,
      core_character_score: 20,
      leadership_qualities_score: 4,
    });

    const bobMe = await call('getMe', { token: bob.token });
    expect(bobMe.body!.score).toEqual(response.body!.vouchee_score);
    const aliceMe = await call('getMe', { token: alice.token });
    expect(aliceMe.body!.vouches_given).toBe(1);
  });

  it('refuses a second vouch for the same person with 409 and the message, score unchanged', async () => {
    const before = await getScore(bob.userId);
    const response = await call('createVouch', { token: alice.token, body: vouchBody(bob.userId) });
    expect(response.status).toBe(409);
    expect(response.error!.message).toBe('You have already vouched for this person');
    expect(await getScore(bob.userId)).toEqual(before);
  });

  it('refuses vouching for oneself with 400', async () => {
    const response = await call('createVouch', { token: alice.token, body: vouchBody(alice.userId) });
    expect(response.status).toBe(400);
    expect(response.error!.fields).toHaveProperty('vouchee_id');
    expect(await getVouch(alice.userId, alice.userId)).toBeUndefined();
  });

  it('refuses a voucher whose profile is not complete with 403 and the spec message', async () => {
    const newcomer = await signUpMember();
    const response = await call('createVouch', { token: newcomer.token, body: vouchBody(bob.userId) });
    expect(response.status).toBe(403);
    expect(response.error!.message).toBe('Please complete your profile information first.');
    expect(await getVouch(newcomer.userId, bob.userId)).toBeUndefined();
  });

  it('answers 404 for a receiver who does not exist, writing nothing', async () => {
    const response = await call('createVouch', { token: carol.token, body: vouchBody('no-such-member') });
    expect(response.status).toBe(404);
    expect(await getVouch(carol.userId, 'no-such-member')).toBeUndefined();
  });

  it('answers 400 with every invalid field named', async () => {
    const response = await call('createVouch', {
      token: carol.token,
      body: vouchBody(bob.userId, {
        attributes: ['Integrity'],
        message: '',
        first_met_year: 1900,
        interaction_frequency: 'Hourly',
        relationship_category: 'work',
        relationship_context: 'friend',
        character_confidence: 9,
      }),
    });
    expect(response.status).toBe(400);
    expect(response.error!.fields).toMatchObject({
      attributes: MESSAGES.minAttributes,
      message: MESSAGES.messageRequired,
      first_met_year: 'Please select the year you met',
      interaction_frequency: 'Please select how often you interact',
      character_confidence: 'Please select confidence level',
    });
    expect(await getVouch(carol.userId, bob.userId)).toBeUndefined();
  });

  it('sanitizes the message on the server: editor markup kept, scripts, handlers and bad links dropped', async () => {
    const dirty =
      '<p onclick="steal()">Kind <strong>and</strong> <em>fair</em> <u>always</u></p><script>alert(1)</script>' +
      '<ul><li>one</li></ul><a href="javascript:alert(1)">x</a><a href="https://example.test" style="color:red">site</a><img src=x onerror=alert(1)>';
    const response = await call('createVouch', { token: carol.token, body: vouchBody(bob.userId, { message: dirty }) });
    expect(response.status).toBe(201);
    const stored = (await getVouch(carol.userId, bob.userId))!.message;
    expect(stored).toBe(response.body!.vouch.message);
    expect(stored).toContain('<p>Kind <strong>and</strong> <em>fair</em> <u>always</u></p>');
    expect(stored).toContain('<ul><li>one</li></ul>');
    expect(stored).toContain('<a href="https://example.test" rel="noopener noreferrer nofollow" target="_blank">site</a>');
    for (const bad of ['script', 'onclick', 'javascript:', 'onerror', '<img', 'style=']) expect(stored).not.toContain(bad);
  });

  it('counts the 3000-character limit without markup, and refuses a message that is only markup', async () => {
    const dave = await signUpCompleteMember('Dave Long');
    const exactly3000 = `<p><strong>${'a'.repeat(1500)}</strong>${'b'.repeat(1500)}</p>`;
    const onlyMarkup = await call('createVouch', { token: dave.token, body: vouchBody(alice.userId, { message: '<script>x</script><p> </p>' }) });
    expect(onlyMarkup.status).toBe(400);
    expect(onlyMarkup.error!.fields).toEqual({ message: MESSAGES.messageRequired });
    const tooLong = await call('createVouch', { token: dave.token, body: vouchBody(alice.userId, { message: `<p>${'a'.repeat(3001)}</p>` }) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error!.fields).toEqual({ message: MESSAGES.messageTooLong });
    const fits = await call('createVouch', { token: dave.token, body: vouchBody(alice.userId, { message: exactly3000 }) });
    expect(fits.status).toBe(201);
  });

  it('keeps the stored score equal to scoreFromVouches of the stored vouches', async () => {
    const received = await listVouchesReceived(bob.userId);
    expect(await getScore(bob.userId)).toEqual(scoreFromVouches(received.map((v) => Object.keys(v.attributes))));
  });
});

describe('getMyVouchFor', () => {
  it('gives the caller their own vouch for a member, and null before they vouch', async () => {
    const giver = await signUpCompleteMember('Vouch Lookup Giver');
    const receiver = await signUpMember({ name: 'Vouch Lookup Receiver' });
    const before = await call('getMyVouchFor', { token: giver.token, params: { voucheeId: receiver.userId } });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ vouch: null });

    const created = await call('createVouch', { token: giver.token, body: vouchBody(receiver.userId) });
    expect(created.status).toBe(201);
    const after = await call('getMyVouchFor', { token: giver.token, params: { voucheeId: receiver.userId } });
    expect(after.body).toEqual({ vouch: created.body!.vouch });
  });

  it("never shows another member's vouch: the receiver asking about the giver gets null", async () => {
    const giver = await signUpCompleteMember('Vouch Lookup Own Giver');
    const receiver = await signUpMember({ name: 'Vouch Lookup Own Receiver' });
    expect((await call('createVouch', { token: giver.token, body: vouchBody(receiver.userId) })).status).toBe(201);
    const reverse = await call('getMyVouchFor', { token: receiver.token, params: { voucheeId: giver.userId } });
    expect(reverse.body).toEqual({ vouch: null });
  });

  it('answers null for an id that names nobody, however long', async () => {
    const member = await signUpMember({ name: 'Vouch Lookup Stranger' });
    for (const voucheeId of ['nobody', 'x'.repeat(2000)]) {
      const response = await call('getMyVouchFor', { token: member.token, params: { voucheeId } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ vouch: null });
    }
  });
});

/** The wizard's edit: every field of the vouch again, without whom it is for. */
function editBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { vouchee_id: _, ...edit } = vouchBody('', overrides);
  return edit;
}

describe('updateVouch', () => {
  it('replaces the vouch and moves the receiver’s totals, categories, breakdown and tier by the difference', async () => {
    const [giver, receiver] = await Promise.all([signUpCompleteMember('Edit Giver'), signUpMember({ name: 'Edit Receiver' })]);
    const created = await call('createVouch', {
      token: giver.token,
      body: vouchBody(receiver.userId, { attributes: ['Integrity', 'Reliability', 'Kindness'] }),
    });
    expect(created.body!.vouchee_score).toMatchObject({ total_score: 30, total_vouches: 1 });

    const attributes = ['Visionary', 'Inspiring', 'Decisive', 'Imagination'];
    const response = await call('updateVouch', {
      token: giver.token,
      params: { voucheeId: receiver.userId },
      body: editBody({ attributes, message: '<p>Now <em>better</em> put.</p><script>alert(1)</script>', character_confidence: 5 }),
    });
    expect(response.status).toBe(200);
    expect(response.body!.vouch).toMatchObject({
      id: created.body!.vouch.id,
      voucher_id: giver.userId,
      vouchee_id: receiver.userId,
      points: 8,
      character_confidence: 5,
    });
    expect(response.body!.vouch.message).toBe('<p>Now <em>better</em> put.</p>');
    expect(response.body!.vouch.created_at).toBe(created.body!.vouch.created_at);
    expect(response.body!.vouchee_score).toEqual(scoreFromVouches([attributes]));
    expect(response.body!.vouchee_score).toMatchObject({
      total_score: 8,
      tier: 'Trusted By Some',
      total_vouches: 1,
      core_character_score: 0,
      leadership_qualities_score: 6,
    });
    expect((await call('getMe', { token: receiver.token })).body!.score).toEqual(response.body!.vouchee_score);
    expect((await call('getMyVouchFor', { token: giver.token, params: { voucheeId: receiver.userId } })).body!.vouch).toEqual(response.body!.vouch);
  });

  it('reaches only the caller’s own vouch: someone else gets 404 and changes nothing', async () => {
    const [giver, receiver, stranger] = await Promise.all([
      signUpCompleteMember('Own Edit Giver'),
      signUpMember({ name: 'Own Edit Receiver' }),
      signUpCompleteMember('Own Edit Stranger'),
    ]);
    await call('createVouch', { token: giver.token, body: vouchBody(receiver.userId) });
    const before = await getVouch(giver.userId, receiver.userId);
    const response = await call('updateVouch', {
      token: stranger.token,
      params: { voucheeId: receiver.userId },
      body: editBody({ attributes: ['Humility', 'Focus', 'Patience'] }),
    });
    expect(response.status).toBe(404);
    expect(response.error?.message).toBe('You have not vouched for this member');
    expect(await getVouch(giver.userId, receiver.userId)).toEqual(before);
  });

  it('answers 400 with the field named and writes nothing for an invalid edit', async () => {
    const [giver, receiver] = await Promise.all([signUpCompleteMember('Bad Edit Giver'), signUpMember({ name: 'Bad Edit Receiver' })]);
    await call('createVouch', { token: giver.token, body: vouchBody(receiver.userId) });
    const [vouchBefore, scoreBefore] = await Promise.all([getVouch(giver.userId, receiver.userId), getScore(receiver.userId)]);
    for (const bad of [{ attributes: ['Integrity'] }, { message: '<p> </p>' }, { relationship_context: 'classmate_or_schoolmate' }]) {
      const response = await call('updateVouch', { token: giver.token, params: { voucheeId: receiver.userId }, body: editBody(bad) });
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(response.error!.fields ?? {})).toEqual([Object.keys(bad)[0]]);
    }
    expect(await getVouch(giver.userId, receiver.userId)).toEqual(vouchBefore);
    expect(await getScore(receiver.userId)).toEqual(scoreBefore);
  });

  it('refuses a voucher whose profile is not complete with 403', async () => {
    const receiver = await signUpMember({ name: 'Incomplete Edit Receiver' });
    const incomplete = await signUpMember({ name: 'Incomplete Editor' });
    const response = await call('updateVouch', { token: incomplete.token, params: { voucheeId: receiver.userId }, body: editBody() });
    expect(response.status).toBe(403);
    expect(response.error?.message).toBe('Please complete your profile information first.');
  });
});

describe('deleteVouch', () => {
  it('removes the vouch, its points and its count from the receiver and the giver in one write', async () => {
    const [giver, other, receiver] = await Promise.all([
      signUpCompleteMember('Delete Giver'),
      signUpCompleteMember('Delete Other'),
      signUpMember({ name: 'Delete Receiver' }),
    ]);
    await call('createVouch', { token: giver.token, body: vouchBody(receiver.userId, { attributes: ['Integrity', 'Reliability', 'Kindness'] }) });
    await call('createVouch', { token: other.token, body: vouchBody(receiver.userId, { attributes: ['Empathy', 'Humility', 'Focus'] }) });

    const response = await call('deleteVouch', { token: giver.token, params: { voucheeId: receiver.userId } });
    expect(response.status).toBe(200);
    expect(response.body!.vouchee_score).toEqual(scoreFromVouches([['Empathy', 'Humility', 'Focus']]));
    expect(await getVouch(giver.userId, receiver.userId)).toBeUndefined();
    expect((await call('getMe', { token: giver.token })).body!.vouches_given).toBe(0);
    expect((await call('getMyVouchFor', { token: giver.token, params: { voucheeId: receiver.userId } })).body).toEqual({ vouch: null });
    // Gone means gone: the giver may vouch again, as new.
    expect((await call('createVouch', { token: giver.token, body: vouchBody(receiver.userId) })).status).toBe(201);
  });

  it('answers 404 when there is nothing of the caller’s to delete, and leaves others’ vouches alone', async () => {
    const [giver, receiver, stranger] = await Promise.all([
      signUpCompleteMember('Keep Giver'),
      signUpMember({ name: 'Keep Receiver' }),
      signUpMember({ name: 'Keep Stranger' }),
    ]);
    await call('createVouch', { token: giver.token, body: vouchBody(receiver.userId) });
    const scoreBefore = await getScore(receiver.userId);
    for (const voucheeId of [receiver.userId, 'nobody', 'x'.repeat(2000)]) {
      const response = await call('deleteVouch', { token: stranger.token, params: { voucheeId } });
      expect(response.status).toBe(404);
    }
    expect(await getVouch(giver.userId, receiver.userId)).toBeDefined();
    expect(await getScore(receiver.userId)).toEqual(scoreBefore);
  });
});

describe('getMember', () => {
  it('finds a member by username in any case, with score and whether the viewer vouched', async () => {
    const asAlice = await call('getMember', { params: { username: bob.username.toUpperCase() }, token: alice.token });
    expect(asAlice.status).toBe(200);
    expect(asAlice.body).toMatchObject({
      limited: false,
      id: bob.userId,
      username: bob.username,
      full_name: 'Bob Receiver',
      viewer_has_vouched: true,
    });
    // The full view, as matched just above.
    expect((asAlice.body as FullMemberSummary).score.total_vouches).toBeGreaterThanOrEqual(1);
    expect(asAlice.body).not.toHaveProperty('phone');
    expect(asAlice.body).not.toHaveProperty('birth_date_encrypted');

    // Bob received Alice's vouch: the relationship goes both ways, so Bob sees Alice in full too.
    const asBob = await call('getMember', { params: { username: alice.username }, token: bob.token });
    expect(asBob.body).toMatchObject({ limited: false, viewer_has_vouched: false });
  });

  it('finds a member by id too, as a vouch link may name them (spec: ?user={username or id})', async () => {
    const byId = await call('getMember', { params: { username: bob.userId }, token: alice.token });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ limited: false, id: bob.userId, username: bob.username, viewer_has_vouched: true });
  });

  it('answers 404 for an unknown username or id', async () => {
    expect((await call('getMember', { params: { username: 'nobody-by-this-name' }, token: alice.token })).status).toBe(404);
    expect((await call('getMember', { params: { username: '00000000-0000-4000-8000-000000000000' }, token: alice.token })).status).toBe(404);
  });
});
