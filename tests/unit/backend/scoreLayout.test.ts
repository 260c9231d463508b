/**
 * The stored score layout (store/scores.ts): every number top-level, moved by
 * ADD. Here the update scoreUpdate builds is applied the way DynamoDB applies
 * ADD, and must give what the domain's applyVouchDelta computes.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyVouchDelta, emptyUserScore, scoreVouch } from '#domain/scoring';
import { decodeScore, emptyScoreItem, scoreDelta, scoreUpdate, toUserScore } from '#store/scores';

/** DynamoDB's ADD on numbers: a missing attribute counts as 0. Only the `ADD a :v, ...` clause is interpreted (SET user_id is left alone). */
function applyAdds(item: Record<string, unknown>, update: ReturnType<typeof scoreUpdate>): Record<string, unknown> {
  const { UpdateExpression, ExpressionAttributeNames = {}, ExpressionAttributeValues = {} } = update.Update!;
  const adds = UpdateExpression!.split(' ADD ')[1]!.split(', ');
  const next = { ...item };
  for (const add of adds) {
    const [path, value] = add.split(' ') as [string, string];
    const name = ExpressionAttributeNames[path] ?? path;
    next[name] = ((next[name] as number | undefined) ?? 0) + (ExpressionAttributeValues[value] as number);
  }
  return next;
}

beforeAll(() => {
  // scoreUpdate names the table in its item; nothing here talks to it.
  vi.stubEnv('TABLE_NAME', 'unit-test-table');
});

const read = (item: Record<string, unknown>) => toUserScore(decodeScore(item));

describe('score layout', () => {
  it('a new member’s score item reads as the empty score', () => {
    expect(read(emptyScoreItem('m1'))).toEqual(emptyUserScore());
  });

  it('ADD deltas of vouches given, edited and deleted read back as the domain computes', () => {
    const first = scoreVouch(['Integrity', 'Reliability', 'Kindness', 'Visionary', 'Focus']);
    const second = scoreVouch(['Integrity', 'Empathy', 'Imagination']);
    const edited = scoreVouch(['Integrity', 'Humility', 'Decisive']);

    let item = emptyScoreItem('m1');
    let expected = emptyUserScore();
    const step = (added: typeof first | undefined, removed: typeof first | undefined) => {
      item = applyAdds(item, scoreUpdate('m1', scoreDelta(added, removed)));
      expected = applyVouchDelta(expected, added, removed);
      expect(read(item)).toEqual(expected);
    };
    step(first, undefined);
    step(second, undefined);
    step(edited, second);
    step(undefined, first);
    expect(read(item).total_vouches).toBe(1);
  });

  it('derives the tier from the total on read, and leaves attributes whose points went back to 0 out of the breakdown', () => {
    const score = read({ ...emptyScoreItem('m1'), total_score: 1200, 'breakdown#Integrity': 0, 'breakdown#Kindness': 10 });
    expect(score.tier).toBe('Widely Vouched');
    expect(score.attribute_breakdown).toEqual({ Kindness: 10 });
  });

  it('an edit that keeps an attribute leaves it out of the update, and moves the vouch count by nothing', () => {
    const delta = scoreDelta(scoreVouch(['Integrity', 'Empathy', 'Focus']), scoreVouch(['Integrity', 'Kindness', 'Focus']));
    expect(delta.vouches).toBe(0);
    expect(delta.breakdown).toEqual({ Empathy: 10, Kindness: -10 });
  });

  it('refuses an item that does not have the score’s shape instead of reading it as some score', () => {
    expect(() => decodeScore({ user_id: 'm1', total_score: '12' })).toThrow(/stored score item/);
    expect(() => decodeScore({ ...emptyScoreItem('m1'), 'breakdown#Integrity': 'ten' })).toThrow(/stored score item/);
  });
});
