import { useCallback, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Navigation state for a move whose control is gone once it is made (a code
 * verified, a wizard completed): the page arrived at puts focus on its
 * heading, so a keyboard or screen-reader user starts there instead of on
 * the page body (issue 22 §13).
 */
export const FOCUS_HEADING_STATE = { focusHeading: true } as const;

export function wantsHeadingFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusHeading?: unknown }).focusHeading === true;
}

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * A ref for the page's h1 (give it tabIndex={-1}): focused when it appears
 * on a page reached with FOCUS_HEADING_STATE, unless something (the member,
 * a dialog) already holds focus. A callback ref, since the page may show a
 * spinner before its heading; once per arrival.
 */
export function useArrivalFocus(): (heading: HTMLElement | null) => void {
  const { key, state } = useLocation();
  const wanted = wantsHeadingFocus(state);
  const focusedFor = useRef<string | null>(null);
  return useCallback(
    (heading: HTMLElement | null) => {
      if (!heading || !wanted || focusedFor.current === key) return;
      focusedFor.current = key;
      if (focusLost()) heading.focus({ preventScroll: true });
    },
    [key, wanted],
  );
}
