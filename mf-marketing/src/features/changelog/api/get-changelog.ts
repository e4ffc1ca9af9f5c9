import { useApi } from '@site/shared/api';
import type { ChangelogEntry } from '@site/shared/types';

export const changelogKey = '/changelog';

export const useChangelog = () => useApi<ChangelogEntry[]>(changelogKey);
