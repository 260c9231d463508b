/**
 * Writes functions/services/cardGlyphs/inter-<weight>.json: what the share
 * card's outliner (functions/services/cardOutline.ts) needs of each Inter
 * weight, read from the font files by opentype.js: the character map, each
 * mapped glyph's advance and outline (in font units), and the kerning of
 * every pair of those glyphs. With these the Unfurl function draws the
 * card's text as opentype.js drew it, without carrying opentype.js (about
 * 45 KiB of its gzipped bundle; the 64 KiB goal, docs/decisions.md).
 * Run after upgrading @fontsource/inter or opentype.js:
 * `npx tsx tools/cardGlyphs.ts`; tests/unit/backend/cardOutline.test.ts
 * fails while the files are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse, type Font } from 'opentype.js';

/** The weights the card draws (functions/services/cardOutline.ts CARD_WEIGHTS; tools import nothing of the project). */
export const CARD_WEIGHTS = [500, 600, 700, 800] as const;

/** What the file holds: the shape of CardGlyphs in functions/services/cardOutline.ts (tests/unit/backend/cardOutline.test.ts reads one as the other). */
type GlyphCommand = (string | number)[];
interface CardGlyphs {
  unitsPerEm: number;
  cmap: Record<string, number>;
  glyphs: Record<string, { advance: number; unitsPerEm: number; commands: GlyphCommand[] }>;
  kerning: Record<string, number>;
}

/** The font files the glyphs are read from (the package's Latin subset, as the card used them). */
export const CARD_FONT_FILES = {
  500: '@fontsource/inter/files/inter-latin-500-normal.woff',
  600: '@fontsource/inter/files/inter-latin-600-normal.woff',
  700: '@fontsource/inter/files/inter-latin-700-normal.woff',
  800: '@fontsource/inter/files/inter-latin-800-normal.woff',
} as const;

/** opentype.js's Font, with the parts it has but its types leave out. */
interface FontInternals {
  tables: { cmap: { glyphIndexMap: Record<string, number> } };
  position: {
    getDefaultScriptName(): string;
    getKerningTables(script: string, language?: string): unknown;
    getKerningValue(lookups: unknown, left: number, right: number): number;
  };
}

export function fontOf(weight: (typeof CARD_WEIGHTS)[number]): Font {
  const bytes = readFileSync(createRequire(import.meta.url).resolve(CARD_FONT_FILES[weight]));
  return parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

/** The glyph data of one font, as opentype.js reads it with its default options (kerning on, no Latin ligatures in Inter's tables). */
export function cardGlyphsOf(font: Font): CardGlyphs {
  const internals = font as unknown as FontInternals;
  const cmap: Record<string, number> = {};
  for (const [codePoint, index] of Object.entries(internals.tables.cmap.glyphIndexMap)) cmap[codePoint] = index;
  const indexes = [0, ...new Set(Object.values(cmap))].sort((a, b) => a - b);
  const glyphs: CardGlyphs['glyphs'] = {};
  for (const index of indexes) {
    const glyph = font.glyphs.get(index);
    const commands = glyph.path.commands.map((c): GlyphCommand => {
      if (c.type === 'M' || c.type === 'L') return [c.type, c.x, c.y];
      if (c.type === 'Q') return ['Q', c.x1, c.y1, c.x, c.y];
      if (c.type === 'C') return ['C', c.x1, c.y1, c.x2, c.y2, c.x, c.y];
      return ['Z'];
    });
    glyphs[index] = { advance: glyph.advanceWidth ?? 0, unitsPerEm: glyph.path.unitsPerEm || 1000, commands };
  }
  const lookups = internals.position.getKerningTables(internals.position.getDefaultScriptName());
  const kerning: Record<string, number> = {};
  for (const left of indexes)
    for (const right of indexes) {
      const value = lookups ? internals.position.getKerningValue(lookups, left, right) : font.getKerningValue(left, right);
      if (value) kerning[`${left},${right}`] = value;
    }
  return { unitsPerEm: font.unitsPerEm, cmap, glyphs, kerning };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const weight of CARD_WEIGHTS)
    writeFileSync(`functions/services/cardGlyphs/inter-${weight}.json`, `${JSON.stringify(cardGlyphsOf(fontOf(weight)))}\n`);
}
