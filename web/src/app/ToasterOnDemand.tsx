import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toaster } from '../shared/toaster';

// The toast machinery (Chakra's Toaster, zag's toast machines) is a few KiB
// most visits never need; it loads with the first toast.
const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

/** Latches once the first toast is raised: the Toaster, once mounted, stays. */
let toastRaised = false;

function subscribe(onChange: () => void): () => void {
  return toaster.subscribe(() => {
    toastRaised = true;
    onChange();
  });
}

function anyToastRaised(): boolean {
  if (toaster.getCount() > 0) toastRaised = true;
  return toastRaised;
}

/**
 * Mounts <Toaster/> once the first toast is raised. The store keeps the
 * toasts raised before it mounts, and the Toaster shows them when it starts
 * (zag's toast group reads the store's visible toasts first).
 */
export function ToasterOnDemand() {
  const wanted = useSyncExternalStore(subscribe, anyToastRaised, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
