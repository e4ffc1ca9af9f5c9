import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { UploadRow } from '../../db/schema/index.js';
import type { ByteRange } from '../../services/uploads/storage.js';
import { contentDisposition } from '../../services/uploads/naming.js';

/**
 * Sends stored bytes so a browser can never run them: the detected type with nosniff, images,
 * video and audio inline and everything else as a download, and a sandboxing CSP in case the
 * file is opened directly anyway.
 */
export function sendUpload(reply: FastifyReply, opened: { row: UploadRow; stream: Readable; range: ByteRange | null; inline: boolean }) {
  const { row, stream, range, inline } = opened;
  reply
    .type(row.type === 'text/plain' ? 'text/plain; charset=utf-8' : row.type)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.name))
    .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .header('accept-ranges', 'bytes')
    .header('etag', `"${row.id}"`);
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', row.size);
  }
  return reply.send(stream);
}
