/**
 * Input a member controls that DynamoDB would refuse (keys over 2 KB, items
 * over 400 KB) is answered as a user mistake, never as a 500, and nothing is written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyProfile } from '../../../functions/api/contracts';
import { getVouch } from '../../../functions/store/vouches';
import { signUpCompleteMember, vouchBody, type TestMember } from '../../support/backendHelpers';
import { api, useStackEnv } from '../../support/stack';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  useStackEnv();
  [alice, bob] = await Promise.all([signUpCompleteMember('Bounds Alice'), signUpCompleteMember('Bounds Bob')]);
});

describe('path parameters longer than a key may be', () => {
  const long = 'A'.repeat(3000);

  it('getMember answers 404 for a username no member can have', async () => {
    const response = await api<ErrorBody>('GET', `/api/members/${long}`, { token: alice.token });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('deleteInvite answers 404 for an id no invite can have', async () => {
    const response = await api<ErrorBody>('DELETE', `/api/me/invites/${long}`, { token: alice.token });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});

describe('bodies that would make an item over DynamoDB’s 400 KB', () => {
  it('createVouch refuses a message whose markup is huge though its text is short, with 400 and nothing written', async () => {
    const message = `<p>Kind and honest.${'<b></b>'.repeat(80_000)}</p>`;
    const response = await api<ErrorBody>('POST', '/api/vouches', { token: alice.token, body: vouchBody(bob.userId, { message }) });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty('message');
    expect(await getVouch(alice.userId, bob.userId)).toBeUndefined();
  });

  it('savePurpose stores each intent once however often it is sent', async () => {
    const join_intent = Array.from({ length: 40_000 }, (_, i) => (i % 2 ? 'giving_vouches' : 'seeking_vouches'));
    const response = await api<MyProfile>('PUT', '/api/me/purpose', {
      token: alice.token,
      body: { join_intent, vouch_seeker_type: Array.from({ length: 40_000 }, () => 'job_seeker') },
    });
    expect(response.status).toBe(200);
    expect([...response.body.join_intent].sort()).toEqual(['giving_vouches', 'seeking_vouches']);
    expect(response.body.vouch_seeker_type).toEqual(['job_seeker']);
  });

  it('updateMe refuses a LinkedIn URL longer than any real one with 400, and nothing is written', async () => {
    const before = await api<MyProfile>('GET', '/api/me', { token: alice.token });
    const response = await api<ErrorBody>('PATCH', '/api/me', {
      token: alice.token,
      body: { full_name: 'Bounds Alice', username: alice.username, linkedin_url: `https://www.linkedin.com/in/${'a'.repeat(450_000)}` },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty('linkedin_url');
    const after = await api<MyProfile>('GET', '/api/me', { token: alice.token });
    expect(after.body.linkedin_url).toBe(before.body.linkedin_url);
  });
});
