import { FILE_TYPES, type FileType, declaredType } from '@site/shared/uploads';

// Control characters and bidi overrides (a right-to-left override turns "gnp.exe" into "exe.png" on screen).
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME = 200;

/**
 * The name shown for an upload: the sent name without any path, unsafe characters or
 * surrounding spaces, with the extension of the type its bytes showed (a PNG sent as
 * "scan.pdf" is named "scan.png", so it opens with the right program).
 */
export function displayName(sent: string | undefined, type: FileType): string {
  const base = (sent ?? '').split(/[\\/]/).pop()!.replace(UNSAFE, '').trim();
  const ext = FILE_TYPES[type].ext;
  const claimed = base ? declaredType({ name: base, type: '' }) : null;
  if (claimed && FILE_TYPES[claimed].ext === ext) return base.slice(-MAX_NAME);
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || 'file';
  return `${stem.slice(0, MAX_NAME - ext.length - 1)}.${ext}`;
}

/** RFC 6266 header: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
