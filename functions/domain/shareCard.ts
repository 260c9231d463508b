/**
 * The share card (1200 × 630, the size social sites show), described once:
 * the browser draws it on a canvas (the success moment's download,
 * web/src/features/vouch/wizard/shareCard.ts) and the unfurl function draws
 * the same layout as SVG and rasterises it (functions/api/unfurl). Pure: the
 * caller measures text with its own font (canvas measureText, or the font
 * file's advances on the server), so the lines wrap where the text is.
 */
import { formatPoints } from './scoring';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The card's colours: the brand's blue-to-violet, a white panel, dark text. */
export const CARD_COLOURS = {
  gradientFrom: '#1e3a8a',
  gradientTo: '#6d28d9',
  panel: '#ffffff',
  panelOpacity: 0.96,
  brand: '#4c1d95',
  title: '#111827',
  detail: '#374151',
  figure: '#1e3a8a',
  label: '#4b5563',
} as const;

export const CARD_PANEL = { x: 60, y: 60, width: CARD_WIDTH - 120, height: CARD_HEIGHT - 120, radius: 32 } as const;

/**
 * The files the server's renderer reads (functions/services/cardRaster.ts):
 * each copied beside the Lambda bundle as `file` from `from`, a package file
 * or, starting with ./, a file of the project (lib/lambda.ts); the local
 * runtime reads `from` where it lies.
 */
export const CARD_ASSETS = {
  wasm: { file: 'resvg.wasm', from: '@resvg/resvg-wasm/index_bg.wasm' },
  // Inter's glyphs, read out of @fontsource/inter's Latin WOFF files at build time (tools/cardGlyphs.ts).
  500: { file: 'inter-500.json', from: './functions/services/cardGlyphs/inter-500.json' },
  600: { file: 'inter-600.json', from: './functions/services/cardGlyphs/inter-600.json' },
  700: { file: 'inter-700.json', from: './functions/services/cardGlyphs/inter-700.json' },
  800: { file: 'inter-800.json', from: './functions/services/cardGlyphs/inter-800.json' },
} as const;

/** The weights the card uses (the server ships exactly these font files). */
export type CardWeight = 500 | 600 | 700 | 800;

export interface CardFont {
  weight: CardWeight;
  size: number;
}

/** What a card says: a title, a line of detail, and a figure and a label at the foot (each optional). */
export interface ShareCardContent {
  title: string;
  detail: string | null;
  figure: string | null;
  label: string | null;
}

/** One line of text at its left edge and baseline. */
export interface CardText {
  text: string;
  x: number;
  y: number;
  font: CardFont;
  colour: string;
}

/** The width of `text` in `font`, in pixels. */
export type MeasureText = (text: string, font: CardFont) => number;

const LEFT = 110;
const TEXT_WIDTH = CARD_WIDTH - 220;
const FONTS = {
  brand: { weight: 700, size: 30 },
  title: { weight: 800, size: 64 },
  detail: { weight: 500, size: 34 },
  figure: { weight: 800, size: 48 },
  label: { weight: 600, size: 30 },
} as const satisfies Record<string, CardFont>;

/** Words of `text` in lines no wider than `width`, at most `max` lines (the last one cut with an ellipsis). */
export function wrapText(text: string, font: CardFont, width: number, max: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next, font) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1]}…`;
    return kept;
  }
  return lines;
}

/** The lines of the card, placed: the same places the success card has always had. */
export function shareCardLayout(content: ShareCardContent, measure: MeasureText): CardText[] {
  const texts: CardText[] = [{ text: 'VOUCHED', x: LEFT, y: 140, font: FONTS.brand, colour: CARD_COLOURS.brand }];
  const title = wrapText(content.title, FONTS.title, TEXT_WIDTH, 2, measure);
  title.forEach((text, i) => texts.push({ text, x: LEFT, y: 230 + i * 76, font: FONTS.title, colour: CARD_COLOURS.title }));
  let y = 230 + title.length * 76 + 10;
  if (content.detail) {
    for (const text of wrapText(content.detail, FONTS.detail, TEXT_WIDTH, 2, measure)) {
      texts.push({ text, x: LEFT, y, font: FONTS.detail, colour: CARD_COLOURS.detail });
      y += 46;
    }
  }
  if (content.figure) texts.push({ text: content.figure, x: LEFT, y: CARD_HEIGHT - 120, font: FONTS.figure, colour: CARD_COLOURS.figure });
  if (content.label) {
    // Right-aligned at the panel's inner edge.
    const x = CARD_WIDTH - LEFT - measure(content.label, FONTS.label);
    texts.push({ text: content.label, x, y: CARD_HEIGHT - 124, font: FONTS.label, colour: CARD_COLOURS.label });
  }
  return texts;
}

/** The success card: what the voucher downloads after vouching. */
export function vouchedCardContent(card: { name: string; points: number; qualities: readonly string[]; tier: string | null }): ShareCardContent {
  return {
    title: `I vouched for ${card.name}`,
    detail: card.qualities.length ? card.qualities.slice(0, 5).join(' · ') : null,
    figure: `+${formatPoints(card.points)}`,
    label: card.tier,
  };
}

/** A member's 'Vouch for Me' link: their score and tier only when the viewer may see them. */
export function vouchForCardContent(card: { name: string; score: number | null; tier: string | null }): ShareCardContent {
  return {
    title: `Vouch for ${card.name}`,
    detail: 'Know them? Add your vouch on Vouched.',
    figure: card.score === null ? null : formatPoints(card.score),
    label: card.tier,
  };
}

/** An invitation: who invites. */
export function inviteCardContent(card: { inviterName: string }): ShareCardContent {
  return {
    title: `${card.inviterName} invited you to Vouched`,
    detail: 'Character, Prioritized. Your invitation to join is waiting.',
    figure: null,
    label: null,
  };
}

/**
 * The card as SVG, its text drawn as outlines: `outline` turns a line into
 * path data at its place (the server's font file), so the picture needs no
 * font where it is rasterised. Every value placed in the markup is a number
 * or path data made by `outline`; no text of the content is copied into it.
 */
export function shareCardSvg(texts: readonly CardText[], outline: (text: CardText) => string): string {
  const c = CARD_COLOURS;
  const p = CARD_PANEL;
  const paths = texts.map((t) => `<path fill="${t.colour}" d="${outline(t)}"/>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<defs><linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${CARD_WIDTH}" y2="${CARD_HEIGHT}">`,
    `<stop offset="0" stop-color="${c.gradientFrom}"/><stop offset="1" stop-color="${c.gradientTo}"/></linearGradient></defs>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>`,
    `<rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" rx="${p.radius}" fill="${c.panel}" fill-opacity="${c.panelOpacity}"/>`,
    paths,
    `</svg>`,
  ].join('');
}
