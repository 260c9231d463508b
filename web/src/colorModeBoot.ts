/**
 * The one script a prerendered page runs before it paints (web/prerender.ts
 * bundles it on its own and names it in the page's <head>, blocking): puts
 * the member's colour mode on <html> as main.tsx does, so a dark-mode
 * visitor never sees the light page the build rendered first.
 */
import { applyColorMode, readColorModePreference, resolveColorMode, systemPrefersDark } from './lib/colorMode';

applyColorMode(resolveColorMode(readColorModePreference(), systemPrefersDark()));
