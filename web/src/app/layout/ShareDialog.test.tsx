// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { ShareDialog } from './ShareDialog';

afterEach(resetApp);

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('Share & Invite dialog', () => {
  it("copies the vouch-for-me link with the share dialog's toast", async () => {
    stubApi({});
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    renderWithApp(<ShareDialog open onOpenChange={() => undefined} />, { profile: makeProfile({ username: 'ada' }) });
    // The session's profile arrives just after the first render.
    await screen.findByDisplayValue(`${window.location.origin}/vouched?user=ada`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy share link' }));
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/vouched?user=ada`);
  });

  it("says 'Copy failed' when the clipboard refuses", async () => {
    stubApi({});
    stubClipboard(async () => {
      throw new Error('denied');
    });
    renderWithApp(<ShareDialog open onOpenChange={() => undefined} />, { profile: makeProfile({ username: 'ada' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy share link' }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(screen.getByText('Please try again or share manually.')).toBeTruthy();
  });
});
