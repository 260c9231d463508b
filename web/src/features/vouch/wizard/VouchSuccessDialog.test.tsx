// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatedVouch } from '#contract/features/vouches';
import { applyVouchDelta, scoreVouch } from '#domain';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../../testing/renderWithApp';
import { VouchSuccessDialog } from './VouchSuccessDialog';

const attributes = ['Integrity', 'Kindness', 'Focus'];
const points = scoreVouch(attributes);
const result: CreatedVouch = {
  vouch: {
    id: 'v1',
    voucher_id: 'member-a',
    vouchee_id: 'member-b',
    message: '<p>Kind.</p>',
    attributes: Object.fromEntries(attributes.map((a) => [a, true as const])),
    first_met_year: 2015,
    first_met_month: null,
    interaction_frequency: 'Weekly',
    relationship_category: 'work',
    relationship_context: 'collaborator_or_teammate',
    character_confidence: 4,
    points: points.total,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  vouchee_score: applyVouchDelta(undefined, points, undefined),
};

beforeEach(() => {
  // The user prefers reduced motion: no confetti.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(resetApp);

function show(extra: { onKeepVouching?: () => void; onClose?: () => void } = {}) {
  stubApi({});
  renderWithApp(
    <VouchSuccessDialog
      result={result}
      name="Bob Builder"
      username="bob"
      onKeepVouching={extra.onKeepVouching ?? vi.fn()}
      onClose={extra.onClose ?? vi.fn()}
    />,
    {
      profile: makeProfile(),
    },
  );
  return screen.findByRole('alertdialog', { name: 'Vouch Submitted!' });
}

describe('Vouch Submitted!', () => {
  it('says what the vouch added, copies the link and opens each share page in a new window', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const dialog = await show();
    const d = within(dialog);
    expect(d.getByText("Your vouch added 22 pts to Bob Builder's Vouch Score.")).toBeTruthy();
    expect(document.querySelector('[data-testid="confetti"]')).toBeNull();

    fireEvent.click(d.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/vouched?user=bob&by=member-a&card=v1`);
    expect(await d.findByRole('button', { name: 'Copied!' })).toBeTruthy();

    for (const [name, site] of [
      ['Share on X', 'https://twitter.com/intent/tweet?text='],
      ['Share on LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?url='],
      ['Share on Facebook', 'https://www.facebook.com/sharer/sharer.php?u='],
    ] as const) {
      fireEvent.click(d.getByRole('button', { name }));
      const [url, target, features] = open.mock.calls.at(-1) as unknown as [string, string, string];
      expect(url.startsWith(site)).toBe(true);
      expect(decodeURIComponent(url)).toContain(`${window.location.origin}/vouched?user=bob&by=member-a&card=v1`);
      expect(target).toBe('_blank');
      expect(features).toContain('noopener');
    }
  });

  it("says 'Copy failed' when the clipboard refuses", async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    const dialog = await show();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(screen.getByText('Please try again or share manually.')).toBeTruthy();
  });

  it('offers Keep Vouching and Close', async () => {
    const onKeepVouching = vi.fn();
    const onClose = vi.fn();
    const dialog = await show({ onKeepVouching, onClose });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Vouching' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onKeepVouching).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });
});
