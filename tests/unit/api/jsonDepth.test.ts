import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, jsonNestsDeeperThan } from '#api/http/jsonDepth';

describe('jsonNestsDeeperThan', () => {
  it('measures arrays and objects inside one another', () => {
    expect(jsonNestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan('{"message":"[[[[{{{{ \\" [[[[ "}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"m":"\\\\"}', 1)).toBe(false);
  });

  it('reads the deepest body the API could be sent in linear time, and refuses it', () => {
    const depth = 32_000;
    const text = `{"attributes":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expect(jsonNestsDeeperThan(text, JSON_DEPTH_MAX)).toBe(true);
  });

  it('leaves room for every form of the product', () => {
    const vouch = { vouchee_id: 'x', attributes: ['Integrity'], message: '<p>[{}]</p>' };
    expect(jsonNestsDeeperThan(JSON.stringify(vouch), JSON_DEPTH_MAX)).toBe(false);
  });
});
