/**
 * Light or dark (issue 23 §3): the system's setting (prefers-color-scheme)
 * unless the member picked one in the account menu, remembered in
 * localStorage. Chakra's `_dark` styles apply under `.dark` on <html>, so
 * the resolved mode is that class (and `light`), plus `color-scheme` for
 * the browser's own parts (scroll bars, form controls, the page behind).
 * No next-themes here: this is all of what it would do for one app.
 */
export const COLOR_MODE_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];
export type ColorMode = 'light' | 'dark';

const KEY = 'vouched.colorMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorModePreference(value: unknown): value is ColorModePreference {
  return typeof value === 'string' && (COLOR_MODE_PREFERENCES as readonly string[]).includes(value);
}

export function readColorModePreference(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ColorModePreference {
  try {
    const saved = storage?.getItem(KEY);
    return isColorModePreference(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

export function saveColorModePreference(
  preference: ColorModePreference,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    // 'system' is the default: nothing stored means follow the system.
    if (preference === 'system') storage?.removeItem(KEY);
    else storage?.setItem(KEY, preference);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

export function resolveColorMode(preference: ColorModePreference, systemDark: boolean): ColorMode {
  return preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
}

/** While set on <html>, no transition runs (theme.ts): a switch of mode repaints at once instead of fading every colour. */
export const SWITCHING_CLASS = 'color-mode-switching';

/** Puts the mode on <html>: the class Chakra's `_dark` condition reads and the browser's color-scheme. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  if (root.classList.contains(mode) && root.style.colorScheme === mode) return;
  root.classList.add(SWITCHING_CLASS);
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  // Style the new colours with transitions off, then let transitions back for what comes next.
  void getComputedStyle(root).color;
  root.classList.remove(SWITCHING_CLASS);
}

/** Calls `onChange` when the system's setting changes; returns the unsubscribe. */
export function watchSystemColorMode(onChange: (dark: boolean) => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
