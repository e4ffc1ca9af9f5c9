/**
 * The media library as the API and the console share it. An image is stored as uploaded and as
 * WebP copies at these widths (never wider than the original), for `srcset`.
 */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;

export type MediaKind = 'image' | 'audio' | 'video';

/** A resized copy of an image, in storage under `key`. */
export interface MediaVariant { width: number; height: number; key: string; size: number }

export interface MediaAsset {
  id: string;
  kind: MediaKind;
  /** MIME type of the original, judged from its bytes. */
  type: string;
  name: string;
  size: number;
  alt: { en: string; ar: string };
  width: number | null;
  height: number | null;
  /** The public address of the original. */
  url: string;
  /** Public addresses of the resized copies, narrowest first (images only). */
  sizes: Array<{ width: number; url: string }>;
  createdAt: string;
}

/** The public address of an asset, or of its copy `width` pixels wide. */
export const mediaUrl = (id: string, width?: number) => `/api/media-library/${id}${width ? `/${width}` : ''}`;

export const mediaKindOf = (type: string): MediaKind | null =>
  type.startsWith('image/') ? 'image' : type.startsWith('audio/') ? 'audio' : type.startsWith('video/') ? 'video' : null;

const COPY_URL = /^\/api\/media-library\/([^/?#]+)\/(\d+)$/;

/**
 * The `srcset` of an image a page shows: a page stores the widest copy of a library image (its
 * address names the width), and every library width up to that one exists, so the browser may
 * pick a narrower one. Any other address (a file of the site, an original) has none.
 */
export function mediaSrcSet(src: string): string | undefined {
  const match = COPY_URL.exec(src);
  const widest = Number(match?.[2]);
  if (!match || !(MEDIA_WIDTHS as readonly number[]).includes(widest)) return undefined;
  return MEDIA_WIDTHS.filter((w) => w <= widest).map((w) => `${mediaUrl(match[1]!, w)} ${w}w`).join(', ');
}
