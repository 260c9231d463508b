/**
 * Draws a share card (domain/shareCard.ts) as a PNG on the server: its text
 * measured and outlined in Inter from glyph tables made at build time out of
 * the WOFF files (@fontsource/inter; services/cardOutline.ts), the SVG
 * rasterised by resvg compiled to WebAssembly (@resvg/resvg-wasm). No
 * native binary, no network, no system font: the text is paths before resvg
 * sees it. The glyph and wasm files travel beside the Lambda bundle
 * (CARD_ASSETS, copied by lib/lambda.ts); locally they are read from the
 * project and node_modules. Loaded once per container.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { CARD_WEIGHTS, advanceWidth, textPathData, type CardGlyphs } from './cardOutline';
import { CARD_ASSETS, shareCardLayout, shareCardSvg, type CardFont, type CardWeight, type ShareCardContent } from '#domain/shareCard';

/** The project's root when this runs from its source (functions/services/). */
const SOURCE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Beside the bundle on Lambda; else the project's or the package's own file (the local runtime and the tests run the sources). */
function readAsset(asset: { file: string; from: string }): Uint8Array {
  const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), asset.file);
  if (existsSync(beside)) return readFileSync(beside);
  if (asset.from.startsWith('./')) return readFileSync(path.join(SOURCE_ROOT, asset.from));
  return readFileSync(createRequire(import.meta.url).resolve(asset.from));
}

interface Renderer {
  fonts: Record<CardWeight, CardGlyphs>;
}

let loading: Promise<Renderer> | undefined;

function renderer(): Promise<Renderer> {
  loading ??= (async () => {
    await initWasm(readAsset(CARD_ASSETS.wasm));
    const fonts = {} as Record<CardWeight, CardGlyphs>;
    for (const weight of CARD_WEIGHTS) fonts[weight] = JSON.parse(Buffer.from(readAsset(CARD_ASSETS[weight])).toString('utf8')) as CardGlyphs;
    return { fonts };
  })();
  // A failed start is tried again on the next request rather than remembered.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The card as SVG with its text outlined in Inter (what is rasterised; the tests read it too). */
export async function shareCardSvgOf(content: ShareCardContent): Promise<string> {
  const { fonts } = await renderer();
  const measure = (text: string, font: CardFont) => advanceWidth(fonts[font.weight], text, font.size);
  const texts = shareCardLayout(content, measure);
  return shareCardSvg(texts, (t) => textPathData(fonts[t.font.weight], t.text, t.x, t.y, t.font.size, 2));
}

/** The card as a 1200 × 630 PNG. */
export async function renderShareCardPng(content: ShareCardContent): Promise<Uint8Array> {
  const svg = await shareCardSvgOf(content);
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  try {
    return image.asPng();
  } finally {
    image.free();
  }
}
