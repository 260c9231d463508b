import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadFor, reloadForStaleChunk, type ReloadPlace } from './staleChunkReload';

function place(start = 1_000_000): ReloadPlace & { reloads: number; at: number } {
  const stored = new Map<string, string>();
  const p = {
    reloads: 0,
    at: start,
    storage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) },
    reload: () => {
      p.reloads++;
    },
    now: () => p.at,
    page: { reloading: false },
  };
  return p;
}

describe('a chunk that fails to load after a deploy', () => {
  it('is told apart from other failures by the browsers’ own messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://vouched.example/assets/AboutPage-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once, and not again within a minute (no loop when the chunk is really gone)', () => {
    const p = place();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    expect(reloadForStaleChunk(failure, p)).toBe(true);
    p.page.reloading = false; // the reloaded page
    p.at += 59_000;
    expect(reloadForStaleChunk(failure, p)).toBe(false);
    p.at += 2_000;
    expect(reloadForStaleChunk(failure, p)).toBe(true);
    expect(p.reloads).toBe(2);
  });

  it('waits for the reload already under way: a second failure in the same page neither reloads again nor shows an error', () => {
    const p = place();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    expect(reloadForStaleChunk(failure, p)).toBe(true);
    expect(mayReloadFor(failure, p)).toBe(true);
    expect(reloadForStaleChunk(failure, p)).toBe(true);
    expect(p.reloads).toBe(1);
  });

  it('never reloads for a render error', () => {
    const p = place();
    expect(reloadForStaleChunk(new Error('render failed'), p)).toBe(false);
    expect(p.reloads).toBe(0);
  });
});
