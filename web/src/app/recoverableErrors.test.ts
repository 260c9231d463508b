import { describe, expect, it, vi } from 'vitest';
import { onRecoverableError } from './recoverableErrors';

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: https://vouched.example/assets/AboutPage-1a2b3c.js');

describe('errors React recovered from', () => {
  it('leaves a chunk that failed to load to the boundary, whether React wrapped it or not', () => {
    const report = vi.fn();
    onRecoverableError(new Error('There was an error during concurrent rendering', { cause: chunkFailure() }), report);
    onRecoverableError(chunkFailure(), report);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports any other error as React would', () => {
    const report = vi.fn();
    const error = new Error('There was an error during concurrent rendering', { cause: new RangeError('bad date') });
    onRecoverableError(error, report);
    expect(report).toHaveBeenCalledWith(error);
  });
});
