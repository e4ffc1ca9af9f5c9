import { Readable } from 'node:stream';
import { type FileType, type UploadPurpose, allowsType, policyFor, tooLarge, typeNotAllowed } from '@site/shared/uploads';
import type { Lang } from '../../i18n/index.js';
import { type DomainError, Invalid, TooLarge, Unsupported } from '../../lib/errors.js';
import { SNIFF_BYTES, sniffType } from './sniff.js';
import { type UploadStorage, newStorageKey } from './storage.js';

export interface StoredBytes {
  key: string;
  type: FileType;
  size: number;
}

const tooLargeError = (purpose: UploadPurpose, lang: Lang) => {
  const { code, params } = tooLarge(purpose, lang);
  return new TooLarge({ key: `uploads.${code}`, params });
};

/**
 * Streams one file into storage under a new random key, judging it on the way: the type from
 * the first bytes (before anything is written) and the size by counting bytes, so an oversized
 * file is cut off at the limit instead of being read whole. A refusal leaves nothing stored.
 */
export async function storeChecked(storage: UploadStorage, source: Readable, purpose: UploadPurpose, lang: Lang, quota?: { bytesLeft: number; refusal: () => DomainError }): Promise<StoredBytes> {
  const { maxBytes } = policyFor(purpose);
  // Past the policy's limit the file is too large; past what is left of a quota, the quota refuses it.
  const overLimit = (size: number) => {
    if (size > maxBytes) return tooLargeError(purpose, lang);
    return quota && size > quota.bytesLeft ? quota.refusal() : null;
  };
  // next() by hand: leaving a for-await early would destroy the part and stall the multipart parser.
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const first: Buffer[] = [];
    let size = 0;
    let ended = false;
    while (size < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      first.push(next.value);
      size += next.value.length;
    }
    const head = Buffer.concat(first);
    if (size === 0) throw new Invalid('uploads.empty');
    const early = overLimit(size);
    if (early) throw early;
    const type = await sniffType(head.subarray(0, SNIFF_BYTES));
    if (!allowsType(purpose, type)) {
      const { code, params } = typeNotAllowed(purpose, lang);
      throw new Unsupported({ key: `uploads.${code}`, params });
    }

    async function* counted() {
      yield head;
      while (!ended) {
        const next = await chunks.next();
        if (next.done) return;
        size += next.value.length;
        const over = overLimit(size);
        if (over) throw over;
        yield next.value;
      }
    }
    const key = newStorageKey();
    await storage.write(key, Readable.from(counted()));
    return { key, type, size };
  } catch (error) {
    // Read and discard the rest, so the client still gets the answer instead of a stalled upload.
    source.resume();
    throw error;
  }
}
