import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { type UploadPurpose, isUploadPurpose } from '@site/shared/uploads';
import type { UploadedFile } from '@site/shared/types';
import { Invalid, Unsupported, invalid, invalidField } from '../../lib/errors.js';

/** One small field and one file per request; anything more is refused by the parser. */
export const MULTIPART_LIMITS = { fields: 4, fieldSize: 100, files: 1, parts: 6, headerPairs: 50 };

type Receive = (purpose: UploadPurpose, file: { filename: string; stream: Readable }) => Promise<UploadedFile>;

/**
 * Reads `purpose` (a field sent before the file, as FormData does when it is appended first)
 * and streams the `file` field into `receive`. If the request turns out bad after the file was
 * stored (a second file, a broken body), the stored upload is discarded.
 */
export async function readUpload(request: FastifyRequest, receive: Receive, discard: (id: string) => Promise<void>): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new Unsupported();
  let purpose: UploadPurpose | null = null;
  let received: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose') continue;
        if (!isUploadPurpose(part.value)) throw invalidField('purpose');
        purpose = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        continue;
      }
      if (!purpose) {
        part.file.resume();
        throw invalid({ key: 'validation.required', params: { field: 'purpose' } });
      }
      received = await receive(purpose, { filename: part.filename, stream: part.file });
    }
  } catch (error) {
    if (received) await discard(received.id);
    throw error;
  }
  if (!received) throw new Invalid('uploads.fileRequired');
  return received;
}
