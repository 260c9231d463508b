import { describe, expect, it } from 'vitest';
import {
  DELETION_TEXTS,
  anonymizedUsername,
  deletionTime,
  deletionTokenSchema,
  isDeletionLinkValid,
  isProfileHidden,
  isRecentDeletionRequest,
} from '#domain';

const now = new Date('2026-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('account deletion rules', () => {
  it('refuses a new request under 5 minutes after the last, allows it from 5 minutes on', () => {
    expect(isRecentDeletionRequest(ago(0), now)).toBe(true);
    expect(isRecentDeletionRequest(ago(5 * 60_000 - 1), now)).toBe(true);
    expect(isRecentDeletionRequest(ago(5 * 60_000), now)).toBe(false);
  });

  it('keeps a link valid for 24 hours, not a moment longer', () => {
    expect(isDeletionLinkValid(ago(0), now)).toBe(true);
    expect(isDeletionLinkValid(ago(24 * 3_600_000 - 1), now)).toBe(true);
    expect(isDeletionLinkValid(ago(24 * 3_600_000), now)).toBe(false);
    // A request time in the future is no request of ours.
    expect(isDeletionLinkValid(ago(-1000), now)).toBe(false);
  });

  it('finalises 24 hours after the confirmation', () => {
    expect(deletionTime(now).toISOString()).toBe('2026-06-02T12:00:00.000Z');
  });

  it('accepts only a 43-character base64url token, with the spec words otherwise', () => {
    expect(deletionTokenSchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    for (const token of ['a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}/`, '', 'x'.repeat(100_000)]) {
      const parsed = deletionTokenSchema.safeParse({ token });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(DELETION_TEXTS.invalidToken);
    }
  });

  it('gives an anonymised profile a username that names no one', () => {
    expect(anonymizedUsername('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe('deleted-3f2504e04f8911d39a0c0305');
  });

  it('hides a profile whose deletion is confirmed or done', () => {
    expect(isProfileHidden({})).toBe(false);
    expect(isProfileHidden({ deletion_pending_at: now.toISOString() })).toBe(true);
    expect(isProfileHidden({ deleted_at: now.toISOString() })).toBe(true);
  });
});
