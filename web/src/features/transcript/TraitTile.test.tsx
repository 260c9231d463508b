// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp } from '../../testing/renderWithApp';
import { TRAIT_NAME_MIN_PX, TRAIT_NAME_PX, TraitTile, fitFontPx } from './TraitTile';

afterEach(resetApp);

// Issue 22 #8: 'Account|ability' broke mid-word on screen, in print and in the PDF.
describe('a transcript trait tile', () => {
  it('breaks its name between words only: no break inside a word, no automatic hyphen', async () => {
    renderWithApp(
      <ul>
        <TraitTile name="Accountability" widthPx={80} countLabel="1 vouch" />
      </ul>,
      { profile: makeProfile() },
    );
    const name = await screen.findByTestId('trait-name');
    expect(name.textContent).toBe('Accountability');
    const style = getComputedStyle(name);
    expect(style.wordBreak).toBe('keep-all');
    expect(style.overflowWrap).toBe('normal');
    expect(style.getPropertyValue('hyphens')).toBe('manual');
    expect(style.getPropertyValue('word-break')).not.toMatch(/break-all|break-word/);
  });

  it('shrinks a word wider than the tile to the largest size that fits, and no further than the floor', () => {
    // 'Authenticity': 12 letters about 0.6 em each, in the 68 px inside an 80 px tile.
    const widthAt = (px: number) => 12 * 0.6 * px;
    const fitted = fitFontPx((px) => widthAt(px) > 68);
    expect(widthAt(fitted)).toBeLessThanOrEqual(68);
    expect(widthAt(fitted + 0.5)).toBeGreaterThan(68);
    expect(fitFontPx(() => false)).toBe(TRAIT_NAME_PX);
    expect(fitFontPx(() => true)).toBe(TRAIT_NAME_MIN_PX);
  });
});
