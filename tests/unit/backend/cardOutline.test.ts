/**
 * The share card's outliner (services/cardOutline.ts) against opentype.js,
 * which it replaced in the Unfurl bundle: the glyph files are what
 * tools/cardGlyphs.ts reads out of the fonts today, and widths, outlines
 * and whole cards come out character for character as opentype.js made
 * them, so the card's picture is unchanged.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Font } from 'opentype.js';
import { CARD_WEIGHTS, advanceWidth, textPathData, type CardGlyphs } from '#services/cardOutline';
import { shareCardSvgOf } from '#services/cardRaster';
import { inviteCardContent, shareCardLayout, shareCardSvg, vouchedCardContent, vouchForCardContent, type CardFont } from '#domain/shareCard';
import { CARD_WEIGHTS as TOOL_WEIGHTS, cardGlyphsOf, fontOf } from '../../../tools/cardGlyphs';

type Weight = (typeof CARD_WEIGHTS)[number];
const fonts = Object.fromEntries(CARD_WEIGHTS.map((w) => [w, fontOf(w)])) as Record<Weight, Font>;
const glyphFile = (w: Weight) =>
  JSON.parse(readFileSync(new URL(`../../../functions/services/cardGlyphs/inter-${w}.json`, import.meta.url), 'utf8')) as CardGlyphs;
const glyphs = Object.fromEntries(CARD_WEIGHTS.map((w) => [w, glyphFile(w)])) as Record<Weight, CardGlyphs>;

/** Texts a card may carry: Latin with accents and kerning pairs, other scripts (.notdef), emoji (astral code points), combining marks, the empty text. */
const SAMPLES = [
  'Vouched for Ana María Núñez',
  'AVAWAY To Ty Wa Yo — “quotes” ½ 1,234 pts',
  'Legendary Trust · GOAT Level',
  'a😀b 👍🏽',
  'e\u0301 ﬁ ffi fl',
  '漢字 Ελληνικά Кириллица العربية',
  '',
];

/** A fixed pseudo-random series of texts (printable ASCII and Latin-1/Extended, some beyond the subset), the same on every run. */
function seededTexts(count: number): string[] {
  let state = 21;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 30) }, () => String.fromCodePoint(32 + Math.floor(next() * (next() < 0.8 ? 95 : 600)))).join(''),
  );
}

describe('the card glyph tables', () => {
  it('are made for the weights the card draws', () => {
    expect(TOOL_WEIGHTS).toEqual(CARD_WEIGHTS);
  });

  it.each(CARD_WEIGHTS)('for Inter %i are what tools/cardGlyphs.ts reads out of the font today', (weight) => {
    expect(glyphs[weight]).toEqual(cardGlyphsOf(fonts[weight]));
  });

  it.each(CARD_WEIGHTS)('measure and outline text in Inter %i exactly as opentype.js does', (weight) => {
    const font = fonts[weight];
    for (const text of [...SAMPLES, ...seededTexts(200)])
      for (const size of [22, 28, 40.5, 64]) {
        expect(advanceWidth(glyphs[weight], text, size), text).toBe(font.getAdvanceWidth(text, size));
        expect(textPathData(glyphs[weight], text, 17.25, 300.5, size), text).toBe(font.getPath(text, 17.25, 300.5, size).toPathData(2));
      }
  });

  it('draw every kind of card as the opentype.js renderer drew it', async () => {
    const contents = [
      vouchedCardContent({ name: 'Ana María Núñez', points: 22, qualities: ['Honest', 'Kind', 'Wise'], tier: 'Trusted By Some' }),
      vouchForCardContent({ name: 'Wayne Yates-Taylor', score: 1234, tier: 'GOAT Level' }),
      vouchForCardContent({ name: '漢字 😀', score: null, tier: null }),
      inviteCardContent({ inviterName: 'AVA WATTS' }),
    ];
    for (const content of contents) {
      const measure = (text: string, font: CardFont) => fonts[font.weight].getAdvanceWidth(text, font.size);
      const byOpentype = shareCardSvg(shareCardLayout(content, measure), (t) =>
        fonts[t.font.weight].getPath(t.text, t.x, t.y, t.font.size).toPathData(2),
      );
      expect(await shareCardSvgOf(content)).toBe(byOpentype);
    }
  });
});
