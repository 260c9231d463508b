/**
 * main.tsx sets zod's `jitless` before zod itself loads (zodWithoutEval.ts):
 * zod must see it, and must then parse without ever probing `new Function`
 * (a CSP violation in the browser).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('zod without eval', () => {
  it('is jitless once zod loads after the setting, and parses objects without new Function', async () => {
    vi.resetModules();
    await import('./zodWithoutEval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);

    const functionConstructor = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
    expect(schema.parse({ name: 'Ada', tags: ['x'] })).toEqual({ name: 'Ada', tags: ['x'] });
    expect(schema.safeParse({ name: 3, tags: [] }).success).toBe(false);
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
