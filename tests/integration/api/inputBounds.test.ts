/**
 * Input a member controls that DynamoDB would refuse (keys over 2 KB, items
 * over 400 KB) is answered as a user mistake, never as a 500, and nothing is
 * written. Bodies over the route's limit are refused (413) before anything
 * parses them, and JSON routes take nothing but JSON (415).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES } from '#contract/routeDef';
import { VOUCH_MAX_BODY_BYTES } from '#contract/features/vouches';
import { MESSAGE_HTML_MAX } from '#domain/validation';
import { getVouch } from '#store/vouches';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { call } from '#test-support/apiClient';

let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  useStackEnv();
  [alice, bob] = await Promise.all([signUpCompleteMember('Bounds Alice'), signUpCompleteMember('Bounds Bob')]);
});

describe('path parameters longer than a key may be', () => {
  const long = 'A'.repeat(3000);

  it('getMember answers 404 for a username no member can have', async () => {
    const response = await call('getMember', { params: { username: long }, token: alice.token });
    expect(response.status).toBe(404);
    expect(response.error!.code).toBe('not_found');
  });

  it('deleteInvite answers 404 for an id no invite can have', async () => {
    const response = await call('deleteInvite', { params: { id: long }, token: alice.token });
    expect(response.status).toBe(404);
    expect(response.error!.code).toBe('not_found');
  });
});

describe('bodies that would make an item over DynamoDB’s 400 KB', () => {
  it('createVouch refuses a message whose markup is huge though its text is short, with 400 and nothing written', async () => {
    // Over the markup bound, under the body limit: the schema refuses it.
    const message = `<p>Kind and honest.${'<b></b>'.repeat(Math.ceil(MESSAGE_HTML_MAX / 7))}</p>`;
    expect(JSON.stringify(vouchBody(bob.userId, { message })).length).toBeLessThan(VOUCH_MAX_BODY_BYTES);
    const response = await call('createVouch', { token: alice.token, body: vouchBody(bob.userId, { message }) });
    expect(response.status).toBe(400);
    expect(response.error!.fields).toHaveProperty('message');
    expect(await getVouch(alice.userId, bob.userId)).toBeUndefined();
  });

  it('savePurpose stores each intent once however often it is sent', async () => {
    const join_intent = Array.from({ length: 100 }, (_, i) => (i % 2 ? 'giving_vouches' : 'seeking_vouches'));
    const response = await call('savePurpose', {
      token: alice.token,
      body: { join_intent, vouch_seeker_type: Array.from({ length: 100 }, () => 'job_seeker') },
    });
    expect(response.status).toBe(200);
    expect([...response.body!.join_intent].sort()).toEqual(['giving_vouches', 'seeking_vouches']);
    expect(response.body!.vouch_seeker_type).toEqual(['job_seeker']);
  });

  it('updateMe refuses a LinkedIn URL longer than any real one with 400, and nothing is written', async () => {
    const before = await call('getMe', { token: alice.token });
    const response = await call('updateMe', {
      token: alice.token,
      body: { full_name: 'Bounds Alice', username: alice.username, linkedin_url: `https://www.linkedin.com/in/${'a'.repeat(5_000)}` },
    });
    expect(response.status).toBe(400);
    expect(response.error!.fields).toHaveProperty('linkedin_url');
    const after = await call('getMe', { token: alice.token });
    expect(after.body!.linkedin_url).toBe(before.body!.linkedin_url);
  });
});

describe('bodies over the route’s limit (413, before any parsing)', () => {
  it('the waiting list refuses a body one byte over the default limit, and keeps nothing', async () => {
    const email = `big-${Date.now()}@example.com`;
    const body = JSON.stringify({ name: 'Big', email, pad: '' });
    const padded = body.replace('"pad":""', `"pad":"${'x'.repeat(DEFAULT_MAX_BODY_BYTES - body.length + 1)}"`);
    expect(Buffer.byteLength(padded)).toBe(DEFAULT_MAX_BODY_BYTES + 1);
    const response = await call('joinWaitingList', { body: padded });
    expect(response.status).toBe(413);
    expect(response.error!.code).toBe('payload_too_large');
    expect(response.error!.message).toContain(String(DEFAULT_MAX_BODY_BYTES));
  });

  it('a vouch may be larger than the default but not than its own limit', async () => {
    const message = 'é'.repeat(VOUCH_MAX_BODY_BYTES / 2);
    const response = await call('createVouch', { token: alice.token, body: vouchBody(bob.userId, { message }) });
    expect(response.status).toBe(413);
    expect(response.error!.message).toContain(String(VOUCH_MAX_BODY_BYTES));
    expect(await getVouch(alice.userId, bob.userId)).toBeUndefined();

    const fits = await call('createVouch', {
      token: alice.token,
      body: vouchBody(bob.userId, { message: `<p>${'a'.repeat(3001)}</p>`, pad: 'x'.repeat(DEFAULT_MAX_BODY_BYTES) }),
    });
    expect(fits.status).toBe(400);
    expect(fits.error!.fields?.message).toBe('Message must be 3000 characters or fewer');
  });

  it('a 10 MB body is answered 413 at once, without the server reading it all', async () => {
    const started = performance.now();
    const response = await call('updateMe', { token: alice.token, body: 'x'.repeat(10 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.error!.code).toBe('payload_too_large');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('JSON routes take JSON only (415)', () => {
  it.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/jsonp'])(
    'the waiting list refuses %s, as a cross-site form would send it',
    async (contentType) => {
      const response = await call('joinWaitingList', {
        body: 'name=Eve&email=eve%40example.com',
        headers: { 'content-type': contentType },
      });
      expect(response.status).toBe(415);
      expect(response.error!.code).toBe('unsupported_media_type');
      expect(response.error!.message).toContain('application/json');
    },
  );

  it('accepts application/json with a charset, in any case', async () => {
    const response = await call('acceptTerms', {
      token: alice.token,
      body: { accepted: false },
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
    });
    expect(response.status).toBe(400);
    expect(response.error!.fields).toHaveProperty('accepted');
  });
});
