import { useEffect, useRef, useState } from 'react';

/** Spec §4/§9: a drag down from the top of the page of at least 80 px refreshes; the gesture waits 500 ms. */
export const PULL_THRESHOLD_PX = 80;
export const PULL_WAIT_MS = 500;

/** Touch pull-to-refresh on the window; `pulling` says the threshold is reached (for the hint). */
export function usePullToRefresh(onRefresh: () => unknown): { pulling: boolean; refreshing: boolean } {
  const start = useRef<number | null>(null);
  const [pulling, setPulling] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(onRefresh);
  useEffect(() => {
    latest.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    let reached = false;
    const onStart = (event: TouchEvent) => {
      start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
      reached = false;
    };
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return;
      reached = (event.touches[0]?.clientY ?? 0) - start.current >= PULL_THRESHOLD_PX;
      setPulling(reached);
    };
    const onEnd = () => {
      start.current = null;
      setPulling(false);
      if (!reached) return;
      reached = false;
      setRefreshing(true);
      window.setTimeout(() => {
        void Promise.resolve(latest.current()).finally(() => setRefreshing(false));
      }, PULL_WAIT_MS);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);
  return { pulling, refreshing };
}
