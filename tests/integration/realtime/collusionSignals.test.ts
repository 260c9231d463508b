/**
 * Collusion signals (issue 11 §5) end to end on the local stack: vouches go
 * in through the API, the stack's stream reader hands them to the
 * CollusionSignals function, and the admin's route lists the flags. Two
 * patterns (a reciprocal trade, a closed ring of three) and a healthy
 * community of the same size (five members, a loop among people who vouch
 * widely, no trades) are built; only the patterns are flagged. Removing a
 * vouch of a ring clears its flag. Flags change no score.
 *
 * A burst (issue 22 #18): BURST_MIN_VOUCHES accounts made minutes ago vouch
 * for one member within the hour; the flag names them, an admin dismisses it
 * with a note (kept for the record, refused when empty), one more new
 * account's vouch reopens it, and taking back enough vouches clears it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollusionFlag } from '#contract/collusionResponses';
import { BURST_MIN_VOUCHES, DISMISSAL_NOTE_REQUIRED, groupKey } from '#domain/collusion';
import { call, callOk } from '#test-support/apiClient';
import { allCollusionFlags, signInAdmin, signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';

let admin: TestMember;

beforeAll(async () => {
  useStackEnv();
  admin = await signInAdmin();
}, 60_000);

/** `count` members named `<prefix> A`, `<prefix> B`, …, signed up at once (each name by its place, whatever finishes first). */
function members(prefix: string, count: number): Promise<TestMember[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => signUpCompleteMember(`${prefix} ${String.fromCharCode(65 + i)}`)));
}

const vouch = (from: TestMember, to: TestMember) => callOk('createVouch', { token: from.token, body: vouchBody(to.userId) });

const allFlags = () => allCollusionFlags(admin.token);

/** The admin's list, only the flags naming one of these members. */
async function flagsNaming(group: readonly TestMember[]): Promise<CollusionFlag[]> {
  const ids = new Set(group.map((m) => m.userId));
  return (await allFlags()).filter((f) => f.members.some((m) => ids.has(m.id)));
}

/** Polls the admin's list until `done` holds for the flags of these members (the stream is asynchronous). */
async function flagsOf(group: readonly TestMember[], done: (flags: CollusionFlag[]) => boolean): Promise<CollusionFlag[]> {
  return waitFor('the collusion flags', async () => {
    const flags = await flagsNaming(group);
    return done(flags) ? flags : undefined;
  });
}

const scoreOf = async (member: TestMember) => (await callOk('getMe', { token: member.token })).score;

describe('collusion signals', () => {
  it('flags a reciprocal trade and a closed ring, not a healthy community of the same size, and changes no score', async () => {
    const [traders, ringMembers, healthy] = await Promise.all([members('Trade', 2), members('Ring', 3), members('Healthy', 5)]);
    const [a, b] = traders as [TestMember, TestMember];
    const [c, d, e] = ringMembers as [TestMember, TestMember, TestMember];
    const [f, g, h, i, j] = healthy as [TestMember, TestMember, TestMember, TestMember, TestMember];

    // The healthy five first: a loop f→g→h→f among members who each also vouch for two others,
    // and a chain with no way back. No one trades a vouch. The loop closes last: the reader judges a
    // loop by the vouches given when it reads, and a loop closed before its members vouched for
    // anyone else would be, at that moment, a closed ring.
    for (const [from, to] of [
      [f, i],
      [f, j],
      [g, i],
      [g, j],
      [h, i],
      [h, j],
      [i, j],
      [f, g],
      [g, h],
      [h, f],
    ] as const)
      await vouch(from, to);
    // The patterns: a and b vouch for each other; c, d and e vouch in a closed loop and for no one else.
    await vouch(a, b);
    await vouch(b, a);
    await vouch(c, d);
    await vouch(d, e);
    await vouch(e, c);
    const scoresBefore = await Promise.all([a, b, c, d, e].map(scoreOf));

    const expected = [groupKey('reciprocal', [a.userId, b.userId]), groupKey('ring', [c.userId, d.userId, e.userId])].sort();
    const patternFlags = await flagsOf([a, b, c, d, e], (flags) => flags.length >= 2);
    expect(patternFlags.map((flag) => flag.id).sort()).toEqual(expected);

    const trade = patternFlags.find((flag) => flag.kind === 'reciprocal')!;
    expect(trade.members.map((m) => m.full_name).sort()).toEqual(['Trade A', 'Trade B']);
    expect(trade.evidence.map((v) => `${v.voucher_id}>${v.vouchee_id}`).sort()).toEqual(
      [`${a.userId}>${b.userId}`, `${b.userId}>${a.userId}`].sort(),
    );
    expect(trade.cleared_at).toBeNull();
    const ring = patternFlags.find((flag) => flag.kind === 'ring')!;
    expect(ring.members.map((m) => m.full_name).sort()).toEqual(['Ring A', 'Ring B', 'Ring C']);
    expect(ring.evidence).toHaveLength(3);

    // The healthy community's vouches went through the same reader, in stream order, before the patterns' did:
    // the patterns' flags above prove the reader is past them, so what it made of them is in the list now. None is flagged.
    expect(await flagsNaming(healthy)).toEqual([]);
    // Flags inform; the scores are what the vouches made them.
    expect(await Promise.all([a, b, c, d, e].map(scoreOf))).toEqual(scoresBefore);

    // A vouch of the ring taken back: the flag stays for the record, cleared.
    expect((await call('deleteVouch', { token: d.token, params: { voucheeId: e.userId } })).status).toBe(200);
    const cleared = await flagsOf([c, d, e], (flags) => flags.some((flag) => flag.kind === 'ring' && flag.cleared_at !== null));
    expect(cleared.find((flag) => flag.kind === 'ring')?.cleared_at).not.toBeNull();
    // Later still in the stream: the healthy community is still unflagged.
    expect(await flagsNaming(healthy)).toEqual([]);
  }, 120_000);

  it('flags a burst of vouches from new accounts; an admin dismisses it with a note, new evidence reopens it, removals clear it', async () => {
    const stamp = Date.now().toString(36);
    const [target, ...fresh] = await members(`Burst ${stamp}`, BURST_MIN_VOUCHES + 2);
    const [late, ...burst] = fresh as [TestMember, ...TestMember[]];
    // One short of a burst: no flag.
    for (const from of burst.slice(0, BURST_MIN_VOUCHES - 1)) await vouch(from, target!);
    const key = groupKey('burst', [target!.userId]);
    // The last vouch makes it one: the flag names the member and the eight new accounts.
    const eighth = await vouch(burst[BURST_MIN_VOUCHES - 1]!, target!);
    const [flag] = await flagsOf([target!], (flags) => flags.some((f) => f.id === key));
    expect(flag).toMatchObject({ kind: 'burst', cleared_at: null, dismissal: null, dismissed: false });
    // A flag keeps its first detection time: noticed no earlier than the eighth vouch, so seven raised none.
    expect(flag!.detected_at >= eighth.vouch.created_at).toBe(true);
    expect(flag!.evidence).toHaveLength(BURST_MIN_VOUCHES);
    expect(flag!.members[0]?.id).toBe(target!.userId);
    expect(flag!.members.map((m) => m.id).sort()).toEqual([target!, ...burst].map((m) => m.userId).sort());

    // A dismissal needs a note; a flag that does not exist is not found.
    const empty = await call('dismissCollusionFlag', { token: admin.token, params: { id: key }, body: { note: ' \u200b ' } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.error)).toContain(DISMISSAL_NOTE_REQUIRED);
    const unknown = await call('dismissCollusionFlag', { token: admin.token, params: { id: 'burst#nobody' }, body: { note: 'Fine.' } });
    expect(unknown.status).toBe(404);
    const dismissed = await callOk('dismissCollusionFlag', {
      token: admin.token,
      params: { id: key },
      body: { note: 'Classmates who joined together.' },
    });
    expect(dismissed).toMatchObject({ dismissed: true, dismissal: { note: 'Classmates who joined together.', admin: { id: admin.userId } } });

    // One more new account within the hour: new evidence, the flag is open again and the note stays.
    await vouch(late, target!);
    const [reopened] = await flagsOf([target!], (flags) => flags.some((f) => f.id === key && f.evidence.length === BURST_MIN_VOUCHES + 1));
    expect(reopened).toMatchObject({ dismissed: false, dismissal: { note: 'Classmates who joined together.' } });

    // Vouches taken back until fewer than the threshold remain: cleared, for the record.
    for (const from of burst.slice(0, 2))
      expect((await call('deleteVouch', { token: from.token, params: { voucheeId: target!.userId } })).status).toBe(200);
    const [cleared] = await flagsOf([target!], (flags) => flags.some((f) => f.id === key && f.cleared_at !== null));
    expect(cleared!.evidence).toHaveLength(BURST_MIN_VOUCHES);
  }, 120_000);
});
