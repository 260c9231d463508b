/**
 * Draws a share card (domain/shareCard.ts) as a PNG on the server: Inter's
 * WOFF files (@fontsource/inter) measured and outlined with opentype.js, the
 * SVG rasterised by resvg compiled to WebAssembly (@resvg/resvg-wasm). No
 * native binary, no network, no system font: the text is paths before resvg
 * sees it. The font and wasm files travel beside the Lambda bundle
 * (CARD_ASSETS, copied by lib/lambda.ts); locally they are read from
 * node_modules. Loaded once per container.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { parse, type Font } from 'opentype.js';
import { CARD_ASSETS, shareCardLayout, shareCardSvg, type CardFont, type CardWeight, type ShareCardContent } from '#domain/shareCard';

const WEIGHTS: readonly CardWeight[] = [500, 600, 700, 800];

/** Beside the bundle on Lambda; else the package's own file (the local runtime and the tests run the sources). */
function readAsset(asset: { file: string; from: string }): Uint8Array {
  const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), asset.file);
  if (existsSync(beside)) return readFileSync(beside);
  return readFileSync(createRequire(import.meta.url).resolve(asset.from));
}

interface Renderer {
  fonts: Record<CardWeight, Font>;
}

let loading: Promise<Renderer> | undefined;

function renderer(): Promise<Renderer> {
  loading ??= (async () => {
    await initWasm(readAsset(CARD_ASSETS.wasm));
    const fonts = {} as Record<CardWeight, Font>;
    for (const weight of WEIGHTS) {
      const bytes = readAsset(CARD_ASSETS[weight]);
      fonts[weight] = parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    }
    return { fonts };
  })();
  // A failed start is tried again on the next request rather than remembered.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The card as SVG with its text outlined in Inter (what is rasterised; the tests read it too). */
export async function shareCardSvgOf(content: ShareCardContent): Promise<string> {
  const { fonts } = await renderer();
  const measure = (text: string, font: CardFont) => fonts[font.weight].getAdvanceWidth(text, font.size);
  const texts = shareCardLayout(content, measure);
  return shareCardSvg(texts, (t) => fonts[t.font.weight].getPath(t.text, t.x, t.y, t.font.size).toPathData(2));
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
