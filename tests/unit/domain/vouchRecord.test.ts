/** The vouch record's one shape: what a new vouch keeps of the voucher's choices, and the contract's answer built on the same fields. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { givenVouch, pendingVouchFields, vouchFields } from '#domain/vouchRecord';
import { vouchViewSchema } from '#contract/features/vouches';

const choices = {
  message: '<p>Kind and steady</p>',
  attributes: ['Honest', 'Kind', 'Honest'],
  first_met_year: 2015,
  interaction_frequency: 'weekly',
  relationship_category: 'professional',
  relationship_context: 'colleague',
  character_confidence: 4,
};

describe('givenVouch', () => {
  it('keeps each choice, the attributes as a set, no month, the points and the time given', () => {
    expect(givenVouch(choices, 12, '2026-11-27T03:00:00.000Z')).toEqual({
      message: '<p>Kind and steady</p>',
      attributes: { Honest: true, Kind: true },
      first_met_year: 2015,
      first_met_month: null,
      interaction_frequency: 'weekly',
      relationship_category: 'professional',
      relationship_context: 'colleague',
      character_confidence: 4,
      points: 12,
      created_at: '2026-11-27T03:00:00.000Z',
    });
  });
});

describe('one shape for the store and the contract', () => {
  const vouch = { id: 'v1', voucher_id: 'a', vouchee_id: 'b', ...givenVouch(choices, 12, '2026-11-27T03:00:00.000Z') };

  it('a vouch the store reads is the vouch the contract answers with, once the store bookkeeping is gone', () => {
    const stored = z.object(vouchFields).parse({ ...vouch, PK: 'USER#b', SK: 'VOUCH#a', updated_at: vouch.created_at, version: 0 });
    expect(vouchViewSchema.parse(stored)).toEqual(vouch);
  });

  it('the answer stays strict and checks a whole year and an ISO time', () => {
    expect(vouchViewSchema.safeParse({ ...vouch, version: 0 }).success).toBe(false);
    expect(vouchViewSchema.safeParse({ ...vouch, first_met_year: 2015.5 }).success).toBe(false);
    expect(vouchViewSchema.safeParse({ ...vouch, created_at: 'yesterday' }).success).toBe(false);
  });

  it('a pending vouch has the same given fields and no receiver', () => {
    const pending = { ...vouch, vouchee_id: null, pending_email: 'dora@example.test', pending_name: 'Dora', pending_invite_code: 'ABC' };
    expect(z.object(pendingVouchFields).parse(pending)).toEqual(pending);
    expect(z.object(pendingVouchFields).safeParse({ ...pending, vouchee_id: 'b' }).success).toBe(false);
  });
});
