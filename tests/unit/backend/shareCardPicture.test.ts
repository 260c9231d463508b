import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, inviteCardContent, shareCardLayout, vouchedCardContent, vouchForCardContent, wrapText } from '#domain/shareCard';
import { renderShareCardPng, shareCardSvgOf } from '#services/cardRaster';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk (it must be the first). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A measure with every character 20 px wide: lines are what the tests say. */
const fixedWidth = (text: string) => text.length * 20;

describe('the share card layout', () => {
  it('wraps a long title into two lines, the second cut with an ellipsis', () => {
    const lines = wrapText(
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen',
      { weight: 800, size: 64 },
      400,
      2,
      fixedWidth,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
  });

  it('places the success card’s texts where the downloaded card has them', () => {
    const texts = shareCardLayout(vouchedCardContent({ name: 'Jane', points: 22, qualities: ['Honest', 'Kind'], tier: 'Trusted' }), fixedWidth);
    expect(texts.map((t) => t.text)).toEqual(['VOUCHED', 'I vouched for Jane', 'Honest · Kind', '+22 pts', 'Trusted']);
    const tier = texts.at(-1)!;
    expect(tier.x + fixedWidth(tier.text)).toBe(CARD_WIDTH - 110);
  });

  it('leaves out the figure and label a viewer may not see', () => {
    const texts = shareCardLayout(vouchForCardContent({ name: 'Jane', score: null, tier: null }), fixedWidth);
    expect(texts.map((t) => t.text)).toEqual(['VOUCHED', 'Vouch for Jane', 'Know them? Add your vouch on Vouched.']);
  });
});

describe('the card picture', () => {
  it('is SVG with the text as outlines: no member text is copied into the markup', async () => {
    const svg = await shareCardSvgOf(inviteCardContent({ inviterName: '<script>alert(1)</script> & "Zoë"' }));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"')).toBe(true);
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('Zoë');
    expect(svg).not.toContain('<text');
  });

  it('is a 1200 × 630 PNG', async () => {
    const png = await renderShareCardPng(vouchedCardContent({ name: 'Jane Doe', points: 1234, qualities: ['Honest', 'Reliable'], tier: 'Trusted' }));
    expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    // Text drawn: a card with words is bigger than the same card without them.
    const bare = await renderShareCardPng({ title: '', detail: null, figure: null, label: null });
    expect(png.length).toBeGreaterThan(bare.length + 5000);
  });
});
