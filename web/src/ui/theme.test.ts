import { describe, expect, it } from 'vitest';
import { TIERS } from '#domain/tiers';
import { system } from './theme';

/** A token's colour as #rrggbb, following semantic tokens ('{colors.coral.400}') to the scale. */
function resolve(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  const conditions = (token?.extensions as { conditions?: { base?: string; _light?: string } } | undefined)?.conditions;
  const base = conditions?.base ?? conditions?._light;
  const raw: string = base ?? token?.value ?? name;
  const ref = /^\{colors\.(.+)\}$/.exec(raw)?.[1];
  if (ref) return resolve(ref);
  if (raw === 'white') return '#ffffff';
  if (raw === 'black') return '#000000';
  if (!/^#[0-9a-f]{6}$/i.test(raw)) throw new Error(`cannot resolve ${name} (${raw})`);
  return raw;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const channel = (hex: string, at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('theme colours', () => {
  // Solid buttons, badges and the avatar circle put `contrast` text on `solid`.
  // Ours, the toasts' (success green, warning orange, error red, info blue) and the tier badges'.
  const palettes = [...new Set(['brand', 'coral', 'green', 'orange', 'red', 'blue', ...TIERS.map((t) => t.palette)])];
  it.each(palettes)('%s: text on the solid colour meets WCAG AA (4.5:1)', (palette) => {
    expect(contrast(resolve(`${palette}.solid`), resolve(`${palette}.contrast`))).toBeGreaterThanOrEqual(4.5);
  });

  // Field errors, the required mark, counters and checklists put these on the page background.
  it.each(['fg.error', 'fg.success', 'fg.warning'])('%s text on white meets WCAG AA (4.5:1)', (token) => {
    expect(contrast(resolve(token), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
