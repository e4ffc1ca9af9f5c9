/** How often builds/latest.json is polled to notice a new release. */
export const POLL_INTERVAL_MS = 60_000;

export interface VersionPollDeps {
  fetchLatestId: () => Promise<string>;
  /** The build the page was served with; when absent the first answer becomes the baseline. */
  initialId?: string;
  onNewVersion: (id: string) => void;
  interval?: number;
  doc?: Document;
}

/** Polls the latest build id and reports (once) when it differs from the loaded one. */
export function startVersionPoll(deps: VersionPollDeps): { check: () => Promise<void>; stop: () => void } {
  let baseline = deps.initialId || null;
  let reported = false;
  const doc = deps.doc ?? document;

  const check = async () => {
    if (reported) return;
    let id: string;
    try {
      id = await deps.fetchLatestId();
    } catch {
      return; // offline or mid-deploy: try again next time
    }
    if (!baseline) baseline = id;
    else if (id && id !== baseline) {
      reported = true;
      deps.onNewVersion(id);
    }
  };

  const timer = setInterval(() => void check(), deps.interval ?? POLL_INTERVAL_MS);
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  doc.addEventListener('visibilitychange', onVisible);
  if (!baseline) void check();
  return {
    check,
    stop: () => {
      clearInterval(timer);
      doc.removeEventListener('visibilitychange', onVisible);
    },
  };
}

export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string> {
  const res = await fetchImpl('/builds/latest.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`builds/latest.json: ${res.status}`);
  const body = (await res.json()) as { id?: unknown };
  if (typeof body.id !== 'string') throw new Error('builds/latest.json: no id');
  return body.id;
}

/** The build manifest, first fetched about 1 s after start; a failure is only logged. */
export function fetchBuildMetaLater(buildId: string, fetchImpl: typeof fetch = fetch, delay = 1000): void {
  setTimeout(() => {
    fetchImpl(`/builds/meta/${encodeURIComponent(buildId)}.json`)
      .then((res) => {
        if (!res.ok) throw new Error(`builds/meta/${buildId}.json: ${res.status}`);
        return res.json();
      })
      .catch((error: unknown) => console.warn('Build manifest unavailable', error));
  }, delay);
}
