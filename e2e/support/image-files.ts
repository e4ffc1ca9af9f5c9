import zlib from 'node:zlib';

/** Files for upload tests, made here byte by byte: real PNG and GIF images, and executables in disguise. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 8×8 PNG of one colour (`shade` makes each file different). `padTo` grows it to that
 * many bytes with a text chunk, so a decoder still reads it as the same image.
 */
export function png(name: string, shade = 0, padTo = 0): TestFile {
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, shade & 0xff)]);
  const pixels = pngChunk('IDAT', zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row))));
  const end = pngChunk('IEND', Buffer.alloc(0));
  const parts = [PNG_SIGNATURE, pngChunk('IHDR', header), pixels];
  const used = parts.reduce((n, p) => n + p.length, 0) + end.length;
  if (padTo > used) parts.push(pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(padTo - used - 12 - 8, 0x20)])));
  return { name, mimeType: 'image/png', buffer: Buffer.concat([...parts, end]) };
}

/** A 1×1 GIF89a. */
export const gif = (name: string): TestFile => ({
  name,
  mimeType: 'image/gif',
  buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
});

/** An executable's header (Linux ELF or Windows MZ) under a PNG name and type. */
export function executableNamedPng(name: string, kind: 'elf' | 'mz'): TestFile {
  const head = kind === 'elf' ? [0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00] : [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00];
  const buffer = Buffer.alloc(4096);
  buffer.set(head, 0);
  return { name, mimeType: 'image/png', buffer };
}
