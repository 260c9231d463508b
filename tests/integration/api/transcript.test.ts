/**
 * The Character Transcript (getMyTranscript): the caller's own received
 * vouches, newest first, with the summary over all of them; never anyone
 * else's (the route names no member), and nothing for an account without a profile.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { call, callOk, invoke } from '#test-support/apiClient';
import { useStackEnv } from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';

let owner: TestMember;
let other: TestMember;
let vouchers: TestMember[];

const GIVEN = [
  { attributes: ['Integrity', 'Kindness', 'Focus'], relationship_category: 'life', relationship_context: 'friend' },
  { attributes: ['Integrity', 'Kindness', 'Empathy'], relationship_category: 'life', relationship_context: 'friend' },
  { attributes: ['Integrity', 'Empathy', 'Visionary'], relationship_category: 'life', relationship_context: 'neighbor_or_community_member' },
  { attributes: ['Integrity', 'Patience', 'Respect'], relationship_category: 'work', relationship_context: 'client_or_customer' },
] as const;

beforeAll(async () => {
  useStackEnv();
  [owner, other, ...vouchers] = await Promise.all([
    signUpCompleteMember('Tess Transcript'),
    signUpCompleteMember('Otto Other'),
    ...GIVEN.map((_, i) => signUpCompleteMember(`Voucher ${i + 1}`)),
  ]);
  // One after another, so the order of creation is the order of the transcript (newest last).
  for (const [i, given] of GIVEN.entries()) {
    await callOk('createVouch', {
      token: vouchers[i]!.token,
      body: vouchBody(owner.userId, { ...given, message: `<p>Vouch <em>number</em> ${i + 1}</p>` }),
    });
  }
  // The owner vouches for the other member: that vouch is the other's, never on the owner's transcript.
  await callOk('createVouch', { token: owner.token, body: vouchBody(other.userId, { attributes: ['Loyalty', 'Humility', 'Adaptability'] }) });
  // The summary and total follow the vouches from the table's stream (store/transcriptSummaries.ts): all are in before the tests read.
  await waitFor('both transcripts’ summaries', async () => {
    const [mine, others] = await Promise.all([callOk('getMyTranscript', { token: owner.token }), callOk('getMyTranscript', { token: other.token })]);
    return mine.total === GIVEN.length && others.total === 1 ? true : undefined;
  });
});

describe('getMyTranscript', () => {
  it('answers the caller’s own transcript: profile, score, every received vouch newest first with the voucher’s name and e-mail', async () => {
    const transcript = await callOk('getMyTranscript', { token: owner.token });
    expect(transcript.owner).toMatchObject({ id: owner.userId, username: owner.username, full_name: 'Tess Transcript', email: owner.email });
    expect(transcript.total).toBe(GIVEN.length);
    expect(transcript.score.total_vouches).toBe(GIVEN.length);
    expect(transcript.vouches.map((v) => v.voucher.id)).toEqual([...vouchers].reverse().map((v) => v.userId));
    const newest = transcript.vouches[0]!;
    expect(newest).toMatchObject({
      message: '<p>Vouch <em>number</em> 4</p>',
      relationship_category: 'work',
      relationship_context: 'client_or_customer',
      interaction_frequency: 'Weekly',
      first_met_year: 2015,
      character_confidence: 4,
    });
    // A stored map keeps no order: the attributes come back as a set.
    expect([...newest.attributes].sort()).toEqual(['Integrity', 'Patience', 'Respect']);
    expect(newest.voucher).toMatchObject({ full_name: 'Voucher 4', username: vouchers[3]!.username, email: vouchers[3]!.email });
  });

  it('gives the details a page at a time past the first, in the same order, and only ever the caller’s own', async () => {
    const all = (await callOk('getMyTranscript', { token: owner.token })).vouches.map((v) => v.id);
    expect(all).toHaveLength(GIVEN.length);
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await callOk('listMyTranscriptVouches', { token: owner.token, query: { limit: '3', ...(cursor ? { cursor } : {}) } });
      expect(page.vouches.length).toBeLessThanOrEqual(3);
      paged.push(...page.vouches.map((v) => v.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(all);

    // The owner's cursor read by another member pages their own partition or is refused, never the owner's.
    const first = await callOk('listMyTranscriptVouches', { token: owner.token, query: { limit: '1' } });
    const stolen = await call('listMyTranscriptVouches', { token: other.token, query: { cursor: first.next_cursor! } });
    expect(stolen.status).toBe(400);
    expect((await call('listMyTranscriptVouches', { token: owner.token, query: { cursor: 'not-a-cursor' } })).status).toBe(400);
    expect((await call('listMyTranscriptVouches', { token: owner.token, query: { limit: '101' } })).status).toBe(400);
  });

  it('summarises the top 3 traits by how many vouches name them, up to 3 distinct contexts (newest first) and the categories', async () => {
    const { summary } = await callOk('getMyTranscript', { token: owner.token });
    expect(summary.top_traits).toEqual([
      { name: 'Integrity', count: 4 },
      { name: 'Empathy', count: 2 },
      { name: 'Kindness', count: 2 },
    ]);
    expect(summary.contexts).toEqual(['client_or_customer', 'neighbor_or_community_member', 'friend']);
    expect(summary.categories).toEqual([
      { key: 'core_character', label: 'Core Character', count: 4 },
      { key: 'interpersonal_skills', label: 'Interpersonal Skills', count: 6 },
      { key: 'leadership_qualities', label: 'Leadership Qualities', count: 1 },
      { key: 'thinking_style', label: 'Thinking Style', count: 1 },
    ]);
  });

  it('gives another member only their own: none of the owner’s vouches, names or e-mails', async () => {
    const response = await call('getMyTranscript', { token: other.token });
    expect(response.status).toBe(200);
    const transcript = response.body!;
    expect(transcript.owner.id).toBe(other.userId);
    expect(transcript.total).toBe(1);
    expect(transcript.vouches.map((v) => v.voucher.id)).toEqual([owner.userId]);
    const text = JSON.stringify(transcript);
    for (const v of vouchers) {
      expect(text).not.toContain(v.userId);
      expect(text).not.toContain(v.email);
    }
    expect(text).not.toContain('Vouch <em>number</em>');
  });

  it('answers a member nobody vouched for with an empty transcript', async () => {
    const voucher = vouchers[0]!;
    const transcript = await callOk('getMyTranscript', { token: voucher.token });
    expect(transcript).toMatchObject({ total: 0, vouches: [], summary: { top_traits: [], contexts: [], categories: [] } });
  });

  it('refuses an account without a profile: 403 and nothing else', async () => {
    const response = await invoke('getMyTranscript', { userId: `no-profile-${randomUUID()}` });
    expect(response.status).toBe(403);
    expect(response.body).toBeUndefined();
  });
});
