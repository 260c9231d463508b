/**
 * Look-alike display names (issue 18 §6) end to end on the local stack:
 * names are set through the API (sign-up, PATCH /api/me), the stack's
 * stream reader hands the profile writes to the CollusionSignals function,
 * and the admin's route lists the flags. A whole-Cyrillic 'Ѕаѕһа Роре'
 * beside a Latin 'Sasha Pope' is flagged; two members both called
 * 'Sasha Pope' are not. Renaming away and a finalised deletion clear the
 * flags they held, and the deletion takes the name out of the index at once.
 * The one-off backfill indexes members from before and flags their look-alikes.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollusionFlag } from '#contract/collusionResponses';
import { groupKey } from '#domain/collusion';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { runDisplayNameBackfill } from '#functions/jobs/backfillDisplayNames';
import { db } from '#services/db';
import { collusionFlagEntity } from '#store/collusionFlags';
import { displayNameEntity, listDisplayNameHolders } from '#store/displayNameIndex';
import { tableName } from '#store/table';
import { finaliseDeletion } from '#test-support/accountDeletion';
import { call, callOk } from '#test-support/apiClient';
import { allCollusionFlags, signInAdmin, signUpCompleteMember, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';

let admin: TestMember;

beforeAll(async () => {
  useStackEnv();
  admin = await signInAdmin();
}, 60_000);

/** The admin's whole list, only the flags naming one of these members. */
async function flagsNaming(group: readonly TestMember[]): Promise<CollusionFlag[]> {
  const ids = new Set(group.map((m) => m.userId));
  return (await allCollusionFlags(admin.token)).filter((f) => f.members.some((m) => ids.has(m.id)));
}

/** Polls the admin's list until `done` holds for these members' flags (the stream is asynchronous). */
function flagsOnceThey(group: readonly TestMember[], what: string, done: (flags: CollusionFlag[]) => boolean): Promise<CollusionFlag[]> {
  return waitFor(what, async () => {
    const flags = await flagsNaming(group);
    return done(flags) ? flags : undefined;
  });
}

const rename = (member: TestMember, full_name: string) => callOk('updateMe', { token: member.token, body: { full_name, username: member.username } });
const pair = (a: TestMember, b: TestMember) => groupKey('lookalike_name', [a.userId, b.userId]);
const isOpen = (flags: CollusionFlag[], key: string) => flags.some((f) => f.id === key && f.cleared_at === null);
const isCleared = (flags: CollusionFlag[], key: string) => flags.some((f) => f.id === key && f.cleared_at !== null);

describe('look-alike display names', () => {
  it('flags a whole-script look-alike of another member\u2019s name, not the same name, and clears it on rename and deletion', async () => {
    // A word of its own makes the names this test's alone (each word keeps to one script).
    const stamp = `q${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const latin = `Sasha Pope ${stamp}`;
    // Ѕ U+0405, а U+0430, ѕ U+0455, һ U+04BB, Р U+0420, о U+043E, р U+0440, е U+0435: every letter Cyrillic.
    const cyrillic = `\u0405\u0430\u0455\u04bb\u0430 \u0420\u043e\u0440\u0435 ${stamp}`;
    const [sasha, poser] = await Promise.all([signUpCompleteMember(latin), signUpCompleteMember(`Other Person ${stamp}`)]);

    // The rename is accepted (no word mixes scripts) and raises a flag naming both.
    expect((await rename(poser, cyrillic)).full_name).toBe(cyrillic);
    const first = await flagsOnceThey([sasha, poser], 'the look-alike flag', (flags) => isOpen(flags, pair(sasha, poser)));
    expect(first.map((f) => f.id)).toEqual([pair(sasha, poser)]);
    const flag = first[0]!;
    expect(flag.kind).toBe('lookalike_name');
    expect(flag.evidence).toEqual([]);
    expect(flag.members.map((m) => [m.id, m.full_name, m.username]).sort()).toEqual(
      [
        [sasha.userId, latin, sasha.username],
        [poser.userId, cyrillic, poser.username],
      ].sort(),
    );

    // A second member signs up under Sasha's very name: no flag with Sasha (two people may share a
    // name), but one with the look-alike, raised by the sign-up's own profile write.
    const namesake = await signUpCompleteMember(latin);
    const withNamesake = await flagsOnceThey([sasha, poser, namesake], 'the namesake\u2019s flag', (flags) => isOpen(flags, pair(namesake, poser)));
    expect(withNamesake.map((f) => f.id).sort()).toEqual([pair(sasha, poser), pair(namesake, poser)].sort());

    // Only admins read the list.
    expect((await call('listCollusionFlags', { token: sasha.token })).status).toBe(403);
    expect((await call('listCollusionFlags', {})).status).toBe(401);

    // The namesake's account is deleted: the name leaves the index in the finalising transaction,
    // and the stream job clears the flag it held; Sasha's flag with the poser stays open.
    await finaliseDeletion(namesake);
    const holdersOf = async (name: string) => (await listDisplayNameHolders(name, 10)).map((e) => e.user_id).sort();
    expect(await holdersOf(latin)).toEqual([sasha.userId, poser.userId].sort());
    const afterDeletion = await flagsOnceThey([namesake], 'the deleted member\u2019s flag cleared', (flags) =>
      isCleared(flags, pair(namesake, poser)),
    );
    expect(afterDeletion.map((f) => f.id)).toEqual([pair(namesake, poser)]);
    expect(isOpen(await flagsNaming([sasha]), pair(sasha, poser))).toBe(true);

    // The poser renames away: the flag stays for the record, cleared.
    await rename(poser, `Other Person ${stamp}`);
    await flagsOnceThey([sasha], 'the renamed look-alike\u2019s flag cleared', (flags) => isCleared(flags, pair(sasha, poser)));
    expect(await holdersOf(cyrillic)).toEqual([sasha.userId]);
  }, 120_000);

  it('the backfill indexes members whose name was set before the index, and flags their look-alikes', async () => {
    const stamp = `q${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const latin = `Sasha Pope ${stamp}`;
    const cyrillic = `\u0405\u0430\u0455\u04bb\u0430 \u0420\u043e\u0440\u0435 ${stamp}`;
    const [sasha, poser] = await Promise.all([signUpCompleteMember(latin), signUpCompleteMember(cyrillic)]);
    await flagsOnceThey([sasha], 'the sign-up\u2019s flag', (flags) => isOpen(flags, pair(sasha, poser)));
    // As from before the index: neither entry, and no flag.
    const remove = (key: { PK: string; SK: string }) => db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    await Promise.all([
      remove(displayNameEntity.key({ full_name: latin, user_id: sasha.userId })),
      remove(displayNameEntity.key({ full_name: cyrillic, user_id: poser.userId })),
    ]);
    await remove(collusionFlagEntity.key({ group_key: pair(sasha, poser) }));
    expect(await flagsNaming([sasha, poser])).toEqual([]);

    const dry = await runDisplayNameBackfill(['--dry-run', '--member', sasha.userId, '--member', poser.userId]);
    expect(dry).toEqual({ dryRun: true, members: 2, indexed: 2, flags: [] });
    expect(await listDisplayNameHolders(latin, 10)).toEqual([]);

    const report = await runDisplayNameBackfill(['--member', sasha.userId, '--member', poser.userId]);
    expect(report).toEqual({ dryRun: false, members: 2, indexed: 2, flags: [pair(sasha, poser)] });
    expect((await listDisplayNameHolders(latin, 10)).map((e) => e.user_id).sort()).toEqual([sasha.userId, poser.userId].sort());
    const flags = await flagsNaming([sasha, poser]);
    expect(flags.map((f) => [f.id, f.kind, f.cleared_at])).toEqual([[pair(sasha, poser), 'lookalike_name', null]]);
  }, 120_000);
});
