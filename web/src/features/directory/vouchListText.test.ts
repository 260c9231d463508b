import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/apiError';
import { listTypeOf, vouchListErrorText } from './vouchListText';

describe('vouch-list texts', () => {
  it('knows the two list addresses, and nothing else', () => {
    expect(listTypeOf('/vouches-by')).toBe('by');
    expect(listTypeOf('/vouches-by/abc')).toBe('by');
    expect(listTypeOf('/vouches-for/abc')).toBe('for');
    expect(listTypeOf('/vouches-bystander')).toBeNull();
    expect(listTypeOf('/vouches')).toBeNull();
  });

  it("uses the spec's error texts with their detail", () => {
    expect(vouchListErrorText(new ApiError(404, 'not_found', 'x'))).toBe('User profile not found');
    expect(vouchListErrorText(new ApiError(403, 'forbidden', 'Not allowed'))).toBe('Failed to load user profile: Not allowed');
    expect(vouchListErrorText(new ApiError(500, 'internal', 'Server error'))).toBe('Failed to load vouches: Server error');
    expect(vouchListErrorText(new ApiError(0, 'network', 'Could not reach the server.'))).toBe(
      'An unexpected error occurred: Could not reach the server.',
    );
    expect(vouchListErrorText(new TypeError('boom'))).toBe('An unexpected error occurred: boom');
  });
});
