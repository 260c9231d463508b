/** The member's own profile and the onboarding steps, through the API. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { isGeneratedUsername } from '#domain/profile';
import { MESSAGES } from '#domain/validation';
import { db } from '#services/db';
import { decryptBirthDate } from '#services/birthDateCipher';
import { signUpMember, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';

let member: TestMember;
let other: TestMember;

beforeAll(async () => {
  useStackEnv();
  [member, other] = await Promise.all([signUpMember({ name: 'Mia Member', prefix: 'Mia.Member' }), signUpMember({ prefix: 'otto' })]);
});

async function storedProfile(userId: string): Promise<Record<string, unknown>> {
  const out = await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: `USER#${userId}`, SK: 'PROFILE' } }));
  return out.Item ?? {};
}

describe('getMe', () => {
  it('returns the new member’s profile: id = sub, e-mail lower-cased, name, a real username, empty score', async () => {
    const me = await call('getMe', { token: member.token });
    expect(me.status).toBe(200);
    expect(me.body!.id).toBe(member.userId);
    expect(me.body!.email).toBe(member.email.toLowerCase());
    expect(me.body!.full_name).toBe('Mia Member');
    expect(me.body!.username).toMatch(/^mia\.member/);
    expect(isGeneratedUsername(me.body!)).toBe(false);
    expect(me.body!.is_super_admin).toBe(false);
    expect(me.body!.has_birth_date).toBe(false);
    expect(me.body!.score).toMatchObject({ total_score: 0, tier: 'Getting Started', total_vouches: 0 });
    expect(me.body!.terms_accepted_at).toBeNull();
  });
});

describe('onboarding steps', () => {
  it('acceptTerms saves a timestamp, and accepting again keeps the first one', async () => {
    const first = await call('acceptTerms', { token: member.token, body: { accepted: true } });
    expect(first.status).toBe(200);
    expect(Date.parse(first.body!.terms_accepted_at!)).toBeGreaterThan(Date.now() - 60_000);
    const again = await call('acceptTerms', { token: member.token, body: { accepted: true } });
    expect(again.body!.terms_accepted_at).toBe(first.body!.terms_accepted_at);
  });

  it('acceptTerms refuses accepted:false with the spec message', async () => {
    const response = await call('acceptTerms', { token: other.token, body: { accepted: false } });
    expect(response.status).toBe(400);
    expect(response.error!.fields).toEqual({ accepted: MESSAGES.termsRequired });
  });

  it('saveBirthDate stores only KMS ciphertext and never returns the date', async () => {
    const response = await call('saveBirthDate', { token: member.token, body: { birth_date: '1992-07-04' } });
    expect(response.status).toBe(200);
    expect(response.body!.has_birth_date).toBe(true);
    expect(response.body!.is_13_plus).toBe(true);
    expect(JSON.stringify(response.body)).not.toContain('1992');
    expect(JSON.stringify(response.body)).not.toContain('birth_date_encrypted');
    const stored = await storedProfile(member.userId);
    expect(typeof stored.birth_date_encrypted).toBe('string');
    expect(String(stored.birth_date_encrypted)).not.toContain('1992');
    expect(await decryptBirthDate(member.userId, String(stored.birth_date_encrypted))).toBe('1992-07-04');
  });

  it('saveBirthDate refuses someone under 13 with the spec message and writes nothing', async () => {
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 12);
    const response = await call('saveBirthDate', { token: other.token, body: { birth_date: young.toISOString().slice(0, 10) } });
    expect(response.status).toBe(400);
    expect(response.error).toMatchObject({ code: 'bad_request', message: MESSAGES.ageRequirement, fields: { birth_date: MESSAGES.ageRequirement } });
    expect((await storedProfile(other.userId)).birth_date_encrypted ?? null).toBeNull();
  });

  it('saveLocation stores upper case and marks the location complete', async () => {
    const response = await call('saveLocation', { token: member.token, body: { city: ' san  josé ', state: 'California', country: 'usa' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ city: 'SAN JOSÉ', state: 'CALIFORNIA', country: 'USA', location_completed: true });
  });

  it('saveLocation answers 400 with every bad field named', async () => {
    const response = await call('saveLocation', { token: member.token, body: { city: 'X', state: 'St4te', country: '' } });
    expect(response.status).toBe(400);
    expect(response.error!.fields).toEqual({
      city: 'City must be at least 2 characters long.',
      state: 'State contains invalid characters.',
      country: MESSAGES.locationRequired,
    });
  });

  it('saveLocation keeps apostrophes and every script, and refuses markup rather than rewriting it', async () => {
    const kept = await call('saveLocation', { token: member.token, body: { city: "O'Fallon", state: 'Москва', country: 'Côte d’Ivoire' } });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ city: "O'FALLON", state: 'МОСКВА', country: 'CÔTE D’IVOIRE' });

    const refused = await call('saveLocation', { token: member.token, body: { city: 'Portland', state: '<b>Oregon</b>', country: 'USA' } });
    expect(refused.status).toBe(400);
    expect(refused.error!.fields).toEqual({ state: 'State cannot contain markup such as <b>: type the place name only.' });
    const escaped = await call('saveLocation', { token: member.token, body: { city: 'Portland', state: '&lt;b&gt;Oregon&lt;/b&gt;', country: 'USA' } });
    expect(escaped.status).toBe(400);
    expect(escaped.error!.fields).toEqual({ state: 'State cannot contain markup such as <b>: type the place name only.' });
    const after = await call('getMe', { token: member.token });
    expect(after.body).toMatchObject({ city: "O'FALLON", state: 'МОСКВА' });
  });

  it('savePhone stores the number unverified; needs consent', async () => {
    const refused = await call('savePhone', { token: member.token, body: { phone: '+15555550123', sms_consent: false } });
    expect(refused.status).toBe(400);
    expect(refused.error!.fields).toEqual({ sms_consent: MESSAGES.consentRequired });
    const saved = await call('savePhone', { token: member.token, body: { phone: '+15555550123', sms_consent: true } });
    expect(saved.body).toMatchObject({ phone: '+15555550123', is_phone_verified: false });
  });

  it('savePurpose needs a seeker type when seeking vouches, and stores an empty motivation as null', async () => {
    const refused = await call('savePurpose', { token: member.token, body: { join_intent: ['seeking_vouches'], vouch_seeker_type: [] } });
    expect(refused.status).toBe(400);
    expect(refused.error!.fields).toEqual({ vouch_seeker_type: MESSAGES.selectionRequired });
    const saved = await call('savePurpose', {
      token: member.token,
      body: { join_intent: ['seeking_vouches'], vouch_seeker_type: ['teacher'], my_motivation: '   ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ join_intent: ['seeking_vouches'], vouch_seeker_type: ['teacher'], my_motivation: null });
  });
});

describe('updateMe', () => {
  it('changes name and username (stored lower case)', async () => {
    const username = `Mia_${Date.now().toString(36)}`;
    const response = await call('updateMe', { token: member.token, body: { full_name: 'Mia M.', username, bio: 'Hello' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ full_name: 'Mia M.', username: username.toLowerCase(), bio: 'Hello' });
    member = { ...member, username: username.toLowerCase() };
  });

  it('refuses a username another member holds, whatever its case, with 409 and leaves both profiles alone', async () => {
    const response = await call('updateMe', { token: other.token, body: { full_name: 'Otto', username: member.username.toUpperCase() } });
    expect(response.status).toBe(409);
    expect(response.error).toMatchObject({ code: 'conflict', message: 'That username is taken' });
    const otherMe = await call('getMe', { token: other.token });
    expect(otherMe.body!.username).not.toBe(member.username);
    expect(otherMe.body!.full_name).not.toBe('Otto');
  });

  it('frees the old username when a member renames', async () => {
    const old = (await callOk('getMe', { token: other.token })).username!;
    const renamed = await call('updateMe', { token: other.token, body: { full_name: 'Otto', username: `${old}x` } });
    expect(renamed.status).toBe(200);
    const takeOld = await call('updateMe', { token: member.token, body: { full_name: 'Mia M.', username: old } });
    expect(takeOld.status).toBe(200);
    expect(takeOld.body!.username).toBe(old);
    member = { ...member, username: old };
  });

  it('answers 400 for a malformed username and a non-http LinkedIn URL', async () => {
    const response = await call('updateMe', {
      token: member.token,
      body: { full_name: 'Mia', username: 'no spaces allowed', linkedin_url: 'javascript:alert(1)' },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.error!.fields ?? {}).sort()).toEqual(['linkedin_url', 'username']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await call('updateMe', { token: member.token, body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.error!.code).toBe('bad_request');
  });

  it('refuses a reserved username in any case or disguise with 400 and keeps the profile', async () => {
    const before = await callOk('getMe', { token: other.token });
    for (const username of ['admin', 'ADMIN', 'support', 'vouched', 'ad.min', 'adm1n', 'vouched_support', 'admin2']) {
      const response = await call('updateMe', { token: other.token, body: { full_name: before.full_name!, username } });
      expect(response.status, username).toBe(400);
      expect(response.error).toMatchObject({ code: 'bad_request', fields: { username: 'That username is reserved' } });
    }
    expect((await callOk('getMe', { token: other.token })).username).toBe(before.username);
  });

  it('refuses a username that looks like another member’s (TR39 skeleton: rn for m, 0 for o) with 409', async () => {
    const tag = Date.now().toString(36);
    const mine = `mo${tag}`;
    expect((await call('updateMe', { token: member.token, body: { full_name: 'Mia M.', username: mine } })).status).toBe(200);
    member = { ...member, username: mine };
    for (const lookalike of [`rno${tag}`, `m0${tag}`, `rn0${tag}`]) {
      const response = await call('updateMe', { token: other.token, body: { full_name: 'Otto', username: lookalike } });
      expect(response.status, lookalike).toBe(409);
      expect(response.error).toMatchObject({ code: 'conflict', message: 'That username is taken' });
    }
    // The holder may move between look-alikes of their own name.
    expect((await call('updateMe', { token: member.token, body: { full_name: 'Mia M.', username: `rno${tag}` } })).body?.username).toBe(`rno${tag}`);
    member = { ...member, username: `rno${tag}` };
  });

  it('refuses a display name mixing look-alike scripts in a word, or reading as the team, and keeps a name in one script', async () => {
    const username = (await callOk('getMe', { token: other.token })).username!;
    const mixed = await call('updateMe', { token: other.token, body: { full_name: '\u0410da \u0410dmin', username } });
    expect(mixed.status).toBe(400);
    expect(mixed.error?.fields?.full_name).toBe('Please write each word of your name in one alphabet');
    for (const full_name of ['Vouched Support', 'ADMIN', 'Vouched']) {
      const team = await call('updateMe', { token: other.token, body: { full_name, username } });
      expect(team.status, full_name).toBe(400);
      expect(team.error?.fields?.full_name).toBe('That name is reserved for the Vouched team');
    }
    const russian = await call('updateMe', { token: other.token, body: { full_name: 'Анна Каренина', username } });
    expect(russian.status).toBe(200);
    expect(russian.body?.full_name).toBe('Анна Каренина');
  });
});
