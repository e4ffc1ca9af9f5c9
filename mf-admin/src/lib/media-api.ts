import { api, useApi } from '@site/shared/api';
import { uploadFile } from '@site/shared/api/upload';
import type { MediaAsset } from '@site/shared/media';

export const MEDIA_PATH = '/admin/media';

/** The library, newest first. */
export const useMediaList = () => useApi<{ items: MediaAsset[] }>(MEDIA_PATH);

/**
 * Sends the file through the upload service (its byte checks answer first, translated), then
 * makes it an asset with its alt text; the image copies are made by the API.
 */
export async function addMedia(file: File, alt: { en: string; ar: string }, onProgress?: (loaded: number, total: number) => void): Promise<MediaAsset> {
  const uploaded = await uploadFile(file, 'media', { silent: true, onProgress });
  return api.post<MediaAsset>(MEDIA_PATH, { uploadId: uploaded.id, alt }, { silent: true });
}

/** The address to put in a page: the widest copy of an image (the original for audio and video). */
export const bestUrl = (asset: MediaAsset) => asset.sizes.at(-1)?.url ?? asset.url;
