import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstMount } from '@site/shared/events';

const Toaster = lazy(() => import('./toaster-below-header'));

/**
 * The toast area, loaded once the page is usable (its remote mounted, the browser idle): neither
 * the server's HTML nor hydration has it, so its code is not part of the first load and cannot
 * make the two differ. A toast raised earlier waits in react-hot-toast's store and shows when
 * this mounts.
 */
export function LateToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstMount(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
