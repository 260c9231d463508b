import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long a closing dialog may keep focus (its exit animation) before we stop waiting to hand it back. */
const MAX_WAIT_FRAMES = 60;

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Hands focus back to what had it when the dialog opened, once the dialog
 * has let go of it: closing, or being unmounted while open (many dialogs
 * are rendered only while open, and the focus trap then drops focus on the
 * page body). Waits out the exit animation frame by frame; gives up if
 * something else took focus on purpose, or if the opener is gone.
 */
export function useReturnFocus(open: boolean): void {
  // A dialog mounted open (most are rendered only while open) was opened from what has focus now, before it moves focus inside.
  const [focusedAtMount] = useState(() => (open ? focusedElement() : null));
  const opener = useRef<HTMLElement | null>(focusedAtMount);

  useLayoutEffect(() => {
    if (open) {
      opener.current ??= focusedElement();
      return;
    }
    returnTo(opener);
  }, [open]);
  useEffect(() => () => returnTo(opener), []);
}

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

function returnTo(ref: { current: HTMLElement | null }): void {
  const target = ref.current;
  ref.current = null;
  if (!target || typeof requestAnimationFrame === 'undefined') return;
  let frames = 0;
  const step = () => {
    if (!target.isConnected) return;
    if (focusLost()) {
      target.focus({ preventScroll: true });
      return;
    }
    // Still inside the closing dialog: wait for it; anywhere else, someone chose where focus goes.
    const active = document.activeElement;
    if (active === target || !active?.closest('[role="dialog"],[role="alertdialog"]')) return;
    if (++frames <= MAX_WAIT_FRAMES) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
