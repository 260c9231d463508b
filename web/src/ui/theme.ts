/**
 * The look: calm and trustworthy — a deep blue-teal for actions and
 * headings, warm neutrals, and a coral accent (the avatar circle per spec,
 * highlights). Inter for all text.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { chakraTheme } from './chakraTheme';

const scale = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v }]));

/** A palette's roles in both modes (Chakra's own pattern): lighter text and darker washes on the dark background. */
const paletteTokens = (name: string) => ({
  solid: { value: `{colors.${name}.600}` },
  contrast: { value: 'white' },
  fg: { value: { base: `{colors.${name}.700}`, _dark: `{colors.${name}.300}` } },
  muted: { value: { base: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
  subtle: { value: { base: `{colors.${name}.50}`, _dark: `{colors.${name}.950}` } },
  emphasized: { value: { base: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
  focusRing: { value: { base: `{colors.${name}.500}`, _dark: `{colors.${name}.400}` } },
});

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', fontFeatureSettings: '"cv11", "ss01"' },
    // A switch between light and dark repaints at once (lib/colorMode.ts), not as hundreds of colour fades.
    '.color-mode-switching, .color-mode-switching *, .color-mode-switching *::before, .color-mode-switching *::after': {
      transition: 'none !important',
    },
    // Keyboard users always see where they are.
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
        body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
      colors: {
        brand: scale({
          50: '#eef6f8',
          100: '#d5e9ee',
          200: '#abd2dd',
          300: '#7bb5c6',
          400: '#4b93a9',
          500: '#2f778e',
          600: '#225f75',
          700: '#1c4c5f',
          800: '#193f4f',
          900: '#163542',
          950: '#0c222c',
        }),
        coral: scale({
          50: '#fff3f0',
          100: '#ffe2db',
          200: '#ffc6b8',
          300: '#ffa28d',
          400: '#ff7f6b',
          500: '#f65f47',
          600: '#e2442c',
          700: '#bd3521',
          800: '#9c2f20',
          900: '#812c21',
          950: '#46120b',
        }),
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          ...paletteTokens('brand'),
          // Brand-coloured text by weight, readable in both modes: headings, strong text, links and icons.
          heading: { value: { base: '{colors.brand.900}', _dark: '{colors.brand.100}' } },
          strong: { value: { base: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
          link: { value: { base: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        },
        // The light coral keeps the spec's warm circle; white on it reads at 2.5:1, so its text is near-black (6.3:1).
        coral: { ...paletteTokens('coral'), solid: { value: '{colors.coral.400}' }, contrast: { value: '{colors.coral.950}' } },
        // Chakra's 600 shades of these carry white text at 3.3-3.7:1 (success and warning toasts, tier
        // badges); one shade darker passes WCAG AA.
        green: { solid: { value: '{colors.green.700}' } },
        teal: { solid: { value: '{colors.teal.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        // White on red.600 measured 4.33:1 on the error toast (axe, /delete-account); red.700 passes.
        red: { solid: { value: '{colors.red.700}' } },
        // Status text on white: Chakra's defaults (red.500 #ef4444 3.8:1, green.600 3.3:1, orange.600 3.6:1) are
        // below WCAG AA's 4.5:1 for body-size text (error messages, the required mark, the password checklist).
        // On the dark background the light shades read (Chakra's own dark values). `_light` too: Chakra's
        // defaults carry one, which would win over `base` in the merge.
        fg: {
          error: { value: { base: '{colors.red.700}', _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          success: { value: { base: '{colors.green.700}', _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { base: '{colors.orange.700}', _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
