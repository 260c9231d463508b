/**
 * GET /api/members/{username}: the full profile only to the owner and to a
 * member with a vouch relationship with them (either direction); everyone
 * else gets the limited view, and nothing of the full one leaks into it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FullMemberSummary, LimitedMemberSummary } from '#contract/features/members';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { call } from '#test-support/apiClient';

let owner: TestMember;
let voucher: TestMember;
let stranger: TestMember;

const view = (viewer: TestMember, of: TestMember) => call('getMember', { params: { username: of.username }, token: viewer.token });

beforeAll(async () => {
  [owner, voucher, stranger] = await Promise.all([
    signUpCompleteMember('Olive Owner'),
    signUpCompleteMember('Vic Voucher'),
    signUpCompleteMember('Stan Stranger'),
  ]);
  await call('updateMe', {
    token: owner.token,
    body: {
      full_name: 'Olive Owner',
      username: owner.username,
      bio: 'Private bio',
      title_description: 'Private title',
      linkedin_url: 'https://www.linkedin.com/in/olive',
    },
  });
  const vouched = await call('createVouch', { token: voucher.token, body: vouchBody(owner.userId) });
  expect(vouched.status).toBe(201);
});

describe('profile visibility', () => {
  it('a member without a vouch relationship gets only id, name, username, avatar and the limited flag', async () => {
    const response = await view(stranger, owner);
    expect(response.status).toBe(200);
    const expected: LimitedMemberSummary = { limited: true, id: owner.userId, full_name: 'Olive Owner', username: owner.username, avatar_url: null };
    expect(response.body).toEqual(expected);
  });

  it('the owner sees the full profile', async () => {
    const response = await view(owner, owner);
    expect(response.body).toMatchObject({
      limited: false,
      email: owner.email.toLowerCase(),
      bio: 'Private bio',
      title_description: 'Private title',
      linkedin_url: 'https://www.linkedin.com/in/olive',
      vouches_given: 0,
      score: { total_vouches: 1 },
    });
  });

  it('the member who vouched sees it in full, and so does the one vouched for (the relationship goes both ways)', async () => {
    const byVoucher = (await view(voucher, owner)).body as FullMemberSummary;
    expect(byVoucher).toMatchObject({ limited: false, email: owner.email.toLowerCase(), bio: 'Private bio', viewer_has_vouched: true });
    expect(byVoucher.score.tier).toBeTruthy();

    const byOwner = (await view(owner, voucher)).body as FullMemberSummary;
    expect(byOwner).toMatchObject({ limited: false, email: voucher.email.toLowerCase(), vouches_given: 1, viewer_has_vouched: false });
  });

  it('never sends the phone or the birth date, in any view', async () => {
    for (const response of [await view(owner, owner), await view(stranger, owner)]) {
      expect(response.body).not.toHaveProperty('phone');
      expect(response.body).not.toHaveProperty('birth_date_encrypted');
    }
  });
});
