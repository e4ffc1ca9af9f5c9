import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where upload bytes live. The default keeps them in a local folder; an object store
 * (S3-compatible) can implement the same three calls and be passed to `buildApp`.
 */
export interface UploadStorage {
  /** Stores the whole stream under `key`. If the stream fails, nothing is left behind. */
  write(key: string, body: Readable): Promise<void>;
  /** The stored bytes (only `range` when given), or null when nothing is stored under `key`. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Deletes the bytes; a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Bytes still free where the files go, or null when the store cannot tell (an object store). */
  freeBytes?(): Promise<number | null>;
}

/** 128 random bits: storage names are never derived from what the client sent. */
export const newStorageKey = () => randomBytes(16).toString('hex');

const KEY = /^[0-9a-f]{32}$/;

/**
 * Files under `root/<first two hex digits>/<key>`, written to a temporary name and renamed
 * when complete, so a reader never sees half a file. Owner-only permissions; the folder is
 * not under any served path.
 */
export function diskStorage(root: string): UploadStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  const ignoreMissing = (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  };

  return {
    async write(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    async read(key, range) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(fileOf(key), 'r');
      } catch (error) {
        ignoreMissing(error);
        return null;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async freeBytes() {
      await fs.promises.mkdir(root, { recursive: true, mode: 0o700 });
      const stats = await fs.promises.statfs(root);
      return stats.bavail * stats.bsize;
    },
  };
}
