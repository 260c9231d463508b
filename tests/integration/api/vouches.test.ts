/** Giving a vouch through the API, and seeing another member (getMember). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedVouch, FullMemberSummary, MyProfile } from '../../../functions/api/contracts';
import { scoreFromVouches } from '../../../functions/domain/scoring';
import { MESSAGES } from '../../../functions/domain/validation';
import { getScore } from '../../../functions/store/scores';
import { getVouch, listVouchesReceived } from '../../../functions/store/vouches';
import { signUpCompleteMember, signUpMember, vouchBody, type TestMember } from '../../support/backendHelpers';
import { api, useStackEnv } from '../../support/stack';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let alice: TestMember;
let bob: TestMember;
let carol: TestMember;

beforeAll(async () => {
  useStackEnv();
  [alice, bob, carol] = await Promise.all([signUpCompleteMember('Alice Voucher'), signUpCompleteMember('Bob Receiver'), signUpCompleteMember('Carol Third')]);
});

describe('createVouch', () => {
  it('stores the vouch and moves the receiver’s score, tier and breakdown in the same write', async () => {
    const attributes = ['Integrity', 'Reliability', 'Kindness', 'Visionary', 'Inspiring'];
    const response = await api<CreatedVouch>('POST', '/api/vouches', { token: alice.token, body: vouchBody(bob.userId, { attributes }) });
    expect(response.status).toBe(201);
    expect(response.body.vouch).toMatchObject({ voucher_id: alice.userId, vouchee_id: bob.userId, points: 34, first_met_month: null });
    expect(response.body.vouch.attributes).toEqual({ Integrity: true, Reliability: true, Kindness: true, Visionary: true, Inspiring: true });
    expect(response.body.vouchee_score).toEqual(scoreFromVouches([attributes]));
    expect(response.body.vouchee_score).toMatchObject({ total_score: 34, tier: 'Trusted By Some', total_vouches: 1, core_character_score: 20, leadership_qualities_score: 4 });

    const bobMe = await api<MyProfile>('GET', '/api/me', { token: bob.token });
    expect(bobMe.body.score).toEqual(response.body.vouchee_score);
    const aliceMe = await api<MyProfile>('GET', '/api/me', { token: alice.token });
    expect(aliceMe.body.vouches_given).toBe(1);
  });

  it('refuses a second vouch for the same person with 409 and the message, score unchanged', async () => {
    const before = await getScore(bob.userId);
    const response = await api<ErrorBody>('POST', '/api/vouches', { token: alice.token, body: vouchBody(bob.userId) });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('You have already vouched for this person');
    expect(await getScore(bob.userId)).toEqual(before);
  });

  it('refuses vouching for oneself with 400', async () => {
    const response = await api<ErrorBody>('POST', '/api/vouches', { token: alice.token, body: vouchBody(alice.userId) });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty('vouchee_id');
    expect(await getVouch(alice.userId, alice.userId)).toBeUndefined();
  });

  it('refuses a voucher whose profile is not complete with 403 and the spec message', async () => {
    const newcomer = await signUpMember();
    const response = await api<ErrorBody>('POST', '/api/vouches', { token: newcomer.token, body: vouchBody(bob.userId) });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('Please complete your profile information first.');
    expect(await getVouch(newcomer.userId, bob.userId)).toBeUndefined();
  });

  it('answers 404 for a receiver who does not exist, writing nothing', async () => {
    const response = await api<ErrorBody>('POST', '/api/vouches', { token: carol.token, body: vouchBody('no-such-member') });
    expect(response.status).toBe(404);
    expect(await getVouch(carol.userId, 'no-such-member')).toBeUndefined();
  });

  it('answers 400 with every invalid field named', async () => {
    const response = await api<ErrorBody>('POST', '/api/vouches', {
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
    expect(response.body.error.fields).toMatchObject({
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
    const response = await api<CreatedVouch>('POST', '/api/vouches', { token: carol.token, body: vouchBody(bob.userId, { message: dirty }) });
    expect(response.status).toBe(201);
    const stored = (await getVouch(carol.userId, bob.userId))!.message;
    expect(stored).toBe(response.body.vouch.message);
    expect(stored).toContain('<p>Kind <strong>and</strong> <em>fair</em> <u>always</u></p>');
    expect(stored).toContain('<ul><li>one</li></ul>');
    expect(stored).toContain('<a href="https://example.test" rel="noopener noreferrer nofollow" target="_blank">site</a>');
    for (const bad of ['script', 'onclick', 'javascript:', 'onerror', '<img', 'style=']) expect(stored).not.toContain(bad);
  });

  it('counts the 3000-character limit without markup, and refuses a message that is only markup', async () => {
    const dave = await signUpCompleteMember('Dave Long');
    const exactly3000 = `<p><strong>${'a'.repeat(1500)}</strong>${'b'.repeat(1500)}</p>`;
    const onlyMarkup = await api<ErrorBody>('POST', '/api/vouches', { token: dave.token, body: vouchBody(alice.userId, { message: '<script>x</script><p> </p>' }) });
    expect(onlyMarkup.status).toBe(400);
    expect(onlyMarkup.body.error.fields).toEqual({ message: MESSAGES.messageRequired });
    const tooLong = await api<ErrorBody>('POST', '/api/vouches', { token: dave.token, body: vouchBody(alice.userId, { message: `<p>${'a'.repeat(3001)}</p>` }) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ message: MESSAGES.messageTooLong });
    const fits = await api<CreatedVouch>('POST', '/api/vouches', { token: dave.token, body: vouchBody(alice.userId, { message: exactly3000 }) });
    expect(fits.status).toBe(201);
  });

  it('keeps the stored score equal to scoreFromVouches of the stored vouches', async () => {
    const received = await listVouchesReceived(bob.userId);
    expect(await getScore(bob.userId)).toEqual(scoreFromVouches(received.map((v) => Object.keys(v.attributes))));
  });
});

describe('getMember', () => {
  it('finds a member by username in any case, with score and whether the viewer vouched', async () => {
    const asAlice = await api<FullMemberSummary>('GET', `/api/members/${bob.username.toUpperCase()}`, { token: alice.token });
    expect(asAlice.status).toBe(200);
    expect(asAlice.body).toMatchObject({ limited: false, id: bob.userId, username: bob.username, full_name: 'Bob Receiver', viewer_has_vouched: true });
    expect(asAlice.body.score.total_vouches).toBeGreaterThanOrEqual(1);
    expect(asAlice.body).not.toHaveProperty('phone');
    expect(asAlice.body).not.toHaveProperty('birth_date_encrypted');

    // Bob received Alice's vouch: the relationship goes both ways, so Bob sees Alice in full too.
    const asBob = await api<FullMemberSummary>('GET', `/api/members/${alice.username}`, { token: bob.token });
    expect(asBob.body).toMatchObject({ limited: false, viewer_has_vouched: false });
  });

  it('answers 404 for an unknown username', async () => {
    expect((await api('GET', '/api/members/nobody-by-this-name', { token: alice.token })).status).toBe(404);
  });
});
