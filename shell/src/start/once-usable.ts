import { showNewVersionToast } from '../build-info/new-version-toast';
import { fetchBuildMetaLater, fetchLatestBuildId, startVersionPoll } from '../build-info/version-poll';
import { prefetchOnIdle } from '../remotes/prefetch-on-idle';

export interface OnceUsableDeps {
  /** The build this bundle came from (empty in development: the first build id seen is the baseline). */
  buildId: string;
  /** The build the server says it serves, for the build details when this bundle has none. */
  servedBuildId: string;
  preload: (names: string[]) => Promise<unknown>;
  loaded: () => Set<string>;
}

/**
 * What the page starts once it is usable, from a chunk of its own (off the first load): the
 * new-version check and the prefetch of the areas its links lead to.
 */
export function startOnceUsable({ buildId, servedBuildId, preload, loaded }: OnceUsableDeps): void {
  startVersionPoll({ initialId: buildId || undefined, fetchLatestId: () => fetchLatestBuildId(), onNewVersion: showNewVersionToast });
  fetchBuildMetaLater(buildId || servedBuildId);
  prefetchOnIdle(preload, loaded);
}
