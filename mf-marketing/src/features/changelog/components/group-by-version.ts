import type { ChangelogEntry } from '@site/shared/types';

export interface Release {
  version: string;
  releasedAt: string;
  entries: ChangelogEntry[];
}

const KIND_ORDER: Record<ChangelogEntry['kind'], number> = { new: 0, improved: 1, fixed: 2 };

/** Newest release first; inside one release: new, then improved, then fixed. */
export function groupByVersion(entries: readonly ChangelogEntry[]): Release[] {
  const byVersion = new Map<string, Release>();
  for (const e of entries) {
    const release = byVersion.get(e.version) ?? { version: e.version, releasedAt: e.releasedAt, entries: [] };
    if (e.releasedAt > release.releasedAt) release.releasedAt = e.releasedAt;
    release.entries.push(e);
    byVersion.set(e.version, release);
  }
  const releases = [...byVersion.values()];
  for (const r of releases) r.entries.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return releases.sort((a, b) => b.releasedAt.localeCompare(a.releasedAt) || b.version.localeCompare(a.version, 'en', { numeric: true }));
}
