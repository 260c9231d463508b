import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

// The toast machinery (Chakra's Toaster, zag's toast machines) is a few KiB
// most visits never need; it loads with the first toast.
const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts <Toaster/> once the first toast is raised. The store keeps the
 * toasts raised before it mounts, and the Toaster shows them when it starts
 * (zag's toast group reads the store's visible toasts first).
 */
export function ToasterOnDemand() {
  const [wanted, setWanted] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (wanted) return;
    if (toaster.getCount() > 0) setWanted(true);
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
