import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** How long a closing dialog may keep focus (its exit animation) before we stop waiting to hand it back. */
const MAX_WAIT_FRAMES = 60;

const DIALOG = '[role="dialog"],[role="alertdialog"]';

/**
 * The opener a dialog could not hand focus back to because another dialog
 * opened in its place (sign-up's 'Join the waiting list' opens the waiting
 * list as it closes). That dialog's own opener was inside the first one and
 * is gone, so it hands focus here when it closes.
 */
let handedOver: HTMLElement | null = null;

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Hands focus back to what had it when the dialog opened, once the dialog
 * has let go of it: closing, or being unmounted while open (many dialogs
 * are rendered only while open, and the focus trap then drops focus on the
 * page body). Waits out the exit animation frame by frame; gives up if
 * something else took focus on purpose, or if the opener is gone. Never
 * takes focus out of another open dialog: a modal dialog closes when focus
 * leaves it.
 */
export function useReturnFocus(open: boolean, content: RefObject<HTMLElement | null>): void {
  // A dialog mounted open (most are rendered only while open) was opened from what has focus now, before it moves focus inside.
  const [focusedAtMount] = useState(() => (open ? focusedElement() : null));
  const opener = useRef<HTMLElement | null>(focusedAtMount);
  // Kept past unmount, when React has already cleared the content ref.
  const ownDialog = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    ownDialog.current = content.current;
    if (open) {
      opener.current ??= focusedElement();
      return;
    }
    returnTo(opener, ownDialog.current);
  }, [open, content]);
  useEffect(() => () => returnTo(opener, ownDialog.current), []);
}

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** An open dialog, other than the one closing, that focusing `target` would take focus out of. */
function blockingDialog(own: HTMLElement | null, target: HTMLElement): boolean {
  return [...document.querySelectorAll<HTMLElement>(DIALOG)].some(
    (dialog) => dialog !== own && dialog.getAttribute('data-state') !== 'closed' && !dialog.contains(target),
  );
}

function returnTo(ref: { current: HTMLElement | null }, own: HTMLElement | null): void {
  const mine = ref.current;
  ref.current = null;
  const target = mine?.isConnected ? mine : handedOver;
  if (target === handedOver) handedOver = null;
  if (!target || typeof requestAnimationFrame === 'undefined') return;
  let frames = 0;
  const step = () => {
    if (!target.isConnected) return;
    if (blockingDialog(own, target)) {
      handedOver = target;
      return;
    }
    if (focusLost()) {
      target.focus({ preventScroll: true });
      return;
    }
    // Still inside the closing dialog: wait for it; anywhere else, someone chose where focus goes.
    const active = document.activeElement;
    if (active === target || !active?.closest(DIALOG)) return;
    if (++frames <= MAX_WAIT_FRAMES) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
