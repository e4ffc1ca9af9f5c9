import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { MEDIA_WIDTHS, type MediaVariant } from '@site/shared/media';
import { invalidField } from '../../lib/errors.js';
import { type UploadStorage, newStorageKey } from '../uploads/storage.js';

/** Bigger pictures than this are refused before decoding: a small file can claim a huge canvas. */
const MAX_PIXELS = 40_000_000;

/**
 * The image's size and its WebP copies at the library's widths, stored beside the original. A
 * width wider than the original is left out (no upscaling); an image narrower than the first width
 * still gets one copy at its own width, so every image has one.
 */
export async function resizeImage(storage: UploadStorage, key: string): Promise<{ width: number; height: number; variants: MediaVariant[] }> {
  const stream = await storage.read(key);
  if (!stream) throw invalidField('uploadId');
  const original = await buffer(stream);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(original, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw invalidField('uploadId');
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw invalidField('uploadId');
  const widths = MEDIA_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) widths.push(width as (typeof MEDIA_WIDTHS)[number]);
  const variants: MediaVariant[] = [];
  try {
    for (const w of widths) {
      const { data, info } = await sharp(original, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width: w }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      const variantKey = newStorageKey();
      await storage.write(variantKey, Readable.from([data]));
      variants.push({ width: info.width, height: info.height, key: variantKey, size: info.size });
    }
  } catch (error) {
    for (const variant of variants) await storage.remove(variant.key);
    throw error;
  }
  return { width, height, variants };
}
