import { useEffect } from 'react';
import { getAppStatus, LOAD_ERROR, SKIP_BECAUSE_BROKEN } from 'single-spa';
import { REMOTES } from '@site/shared/remotes';
import { hydrationDone, pendingHydration } from '@site/shared/ssr/hydration';
import { areaId } from '../remotes/area-nodes';

/** Rendered last in a root: its effect runs once the whole root has hydrated (it renders nothing, on the server either). */
export function HydrationDone({ part }: { part: string }) {
  useEffect(() => hydrationDone(part), [part]);
  return null;
}

const BROKEN = new Set<string | null>([LOAD_ERROR, SKIP_BECAUSE_BROKEN]);

/**
 * A server-rendered area whose remote failed to load will never hydrate: it stops counting (the
 * page shows that area's error screen), so the page still reaches its hydrated mark.
 */
export function settleFailedAreas(): void {
  for (const id of pendingHydration()) {
    const remote = REMOTES.find(({ name }) => id === areaId(name));
    if (remote && BROKEN.has(getAppStatus(remote.name))) hydrationDone(id);
  }
}
