import { fileTypeFromBuffer } from 'file-type';
import { baseMime } from '@site/shared/uploads';

/** How much of a file is read before deciding its type (office files need more than the first 4 KB). */
export const SNIFF_BYTES = 64 * 1024;

/** Tab, line feed, form feed and carriage return are the only control characters text files have. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Valid UTF-8 without control characters (a cut multi-byte character at the end is fine). */
function looksLikeText(head: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  return head.every((byte) => byte >= 0x20 ? byte !== 0x7f : TEXT_CONTROLS.has(byte));
}

/**
 * The file's type judged by its first bytes (magic numbers), never by its name or the type the
 * client declared. Plain text has no signature: it is recognised as UTF-8 without control bytes.
 * Null when the bytes match nothing known.
 */
export async function sniffType(head: Uint8Array): Promise<string | null> {
  if (head.length === 0) return null;
  const found = await fileTypeFromBuffer(head);
  if (found) return baseMime(found.mime);
  return looksLikeText(head) ? 'text/plain' : null;
}
