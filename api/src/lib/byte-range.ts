import type { ByteRange } from '../services/uploads/storage.js';
import { RangeNotSatisfiable } from './errors.js';

/**
 * One `Range: bytes=` range (what media elements ask for when seeking), checked against the
 * file's size. No header or several ranges: the whole file (null). Unsatisfiable: 416.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  let start: number;
  let end: number;
  if (from === '') {
    if (to === '') return null;
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) throw new RangeNotSatisfiable(size);
  return { start, end };
}
