import { useApi } from '@site/shared/api';
import type { MediaItem } from '@site/shared/types';

export type MediaKind = MediaItem['kind'];

export const mediaKey = (kind: MediaKind) => `/media?kind=${kind}`;

export const useMedia = (kind: MediaKind) => useApi<MediaItem[]>(mediaKey(kind));
