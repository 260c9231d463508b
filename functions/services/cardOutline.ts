/**
 * The share card's text as outlines, from glyph tables made at build time
 * (tools/cardGlyphs.ts reads them out of the Inter fonts with opentype.js).
 * It measures and draws exactly as opentype.js 1.3.4 did with its default
 * options (one glyph per code point from the character map, .notdef for the
 * rest; GPOS kerning between neighbours; Inter has no Latin ligatures), to
 * the same floating-point operations, so the card's SVG is unchanged; the
 * Unfurl bundle no longer carries opentype.js (docs/decisions.md, "Lambda
 * bundles within 64 KiB"). tests/unit/backend/cardOutline.test.ts compares
 * both on many texts.
 */

export const CARD_WEIGHTS = [500, 600, 700, 800] as const;

/** An outline command in font units: moveTo, lineTo, quadratic and cubic curves, close. */
export type GlyphCommand =
  ['M' | 'L', number, number] | ['Q', number, number, number, number] | ['C', number, number, number, number, number, number] | ['Z'];

export interface CardGlyph {
  advance: number;
  /** Of the glyph's path (opentype.js scales each glyph by its own, 1000 when the font gave none). */
  unitsPerEm: number;
  commands: GlyphCommand[];
}

/** One weight of the font: what tools/cardGlyphs.ts writes. */
export interface CardGlyphs {
  unitsPerEm: number;
  /** Code point → glyph index. */
  cmap: Record<string, number>;
  /** Glyph index → glyph; index 0 is .notdef. */
  glyphs: Record<string, CardGlyph>;
  /** "left,right" glyph indexes → kerning in font units, the non-zero pairs only. */
  kerning: Record<string, number>;
}

function glyphIndexes(font: CardGlyphs, text: string): number[] {
  // Array.from walks code points, as opentype.js's tokenizer does.
  return Array.from(text, (char) => font.cmap[char.codePointAt(0)!] ?? 0);
}

/** Calls `draw` with each glyph and its pen position; returns the pen's final x (opentype.js's forEachGlyph). */
function forEachGlyph(font: CardGlyphs, text: string, x: number, fontSize: number, draw: (glyph: CardGlyph, x: number) => void): number {
  const fontScale = (1 / font.unitsPerEm) * fontSize;
  const indexes = glyphIndexes(font, text);
  for (let i = 0; i < indexes.length; i += 1) {
    const glyph = font.glyphs[indexes[i]!] ?? font.glyphs[0]!;
    draw(glyph, x);
    if (glyph.advance) x += glyph.advance * fontScale;
    if (i < indexes.length - 1) x += (font.kerning[`${indexes[i]},${indexes[i + 1]}`] ?? 0) * fontScale;
  }
  return x;
}

/** The width the pen moves over `text` at `fontSize`. */
export function advanceWidth(font: CardGlyphs, text: string, fontSize: number): number {
  return forEachGlyph(font, text, 0, fontSize, () => {});
}

/** A number as opentype.js's toPathData writes it. */
function numberText(value: number, decimals: number): string {
  return Math.round(value) === value ? `${Math.round(value)}` : value.toFixed(decimals);
}

function packed(values: number[], decimals: number): string {
  let text = '';
  values.forEach((value, i) => {
    if (value >= 0 && i > 0) text += ' ';
    text += numberText(value, decimals);
  });
  return text;
}

/** The SVG path data of `text` with its baseline starting at (x, y): opentype.js's getPath(...).toPathData(decimals). */
export function textPathData(font: CardGlyphs, text: string, x: number, y: number, fontSize: number, decimals = 2): string {
  let data = '';
  forEachGlyph(font, text, x, fontSize, (glyph, gx) => {
    const scale = (1 / glyph.unitsPerEm) * fontSize;
    const at = (px: number, py: number) => [gx + px * scale, y + -py * scale];
    for (const command of glyph.commands) {
      if (command[0] === 'Z') data += 'Z';
      else if (command[0] === 'Q') data += `Q${packed([...at(command[1], command[2]), ...at(command[3], command[4])], decimals)}`;
      else if (command[0] === 'C')
        data += `C${packed([...at(command[1], command[2]), ...at(command[3], command[4]), ...at(command[5], command[6])], decimals)}`;
      else data += `${command[0]}${packed(at(command[1], command[2]), decimals)}`;
    }
  });
  return data;
}
