/**
 * Every file type the product can accept, keyed by the MIME type the API detects from the
 * file's bytes. `ext` is the extension a stored file is given and the label shown in
 * messages; `inline` types are shown in the page (images, video, audio), every other type
 * is only ever downloaded.
 */
export const FILE_TYPES = {
  'image/jpeg': { ext: 'jpg', inline: true },
  'image/png': { ext: 'png', inline: true },
  'image/gif': { ext: 'gif', inline: true },
  'image/webp': { ext: 'webp', inline: true },
  'video/mp4': { ext: 'mp4', inline: true },
  'video/webm': { ext: 'webm', inline: true },
  'video/quicktime': { ext: 'mov', inline: true },
  // Browsers label recordings audio/webm; the bytes of any WebM read as video/webm.
  'audio/webm': { ext: 'webm', inline: true },
  'audio/ogg': { ext: 'ogg', inline: true },
  'audio/mpeg': { ext: 'mp3', inline: true },
  'audio/mp4': { ext: 'm4a', inline: true },
  'audio/x-m4a': { ext: 'm4a', inline: true },
  'audio/aac': { ext: 'aac', inline: true },
  'audio/wav': { ext: 'wav', inline: true },
  'application/pdf': { ext: 'pdf', inline: false },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { ext: 'docx', inline: false },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { ext: 'xlsx', inline: false },
  'text/plain': { ext: 'txt', inline: false },
} as const satisfies Record<string, { ext: string; inline: boolean }>;

export type FileType = keyof typeof FILE_TYPES;

export const isFileType = (value: string): value is FileType => Object.hasOwn(FILE_TYPES, value);

/** The MIME type without parameters, lower-cased (`audio/ogg; codecs=opus` -> `audio/ogg`). */
export const baseMime = (mime: string) => (mime.split(';')[0] ?? '').trim().toLowerCase();

const BY_EXTENSION = new Map<string, FileType>(
  (Object.entries(FILE_TYPES) as Array<[FileType, { ext: string }]>).map(([type, { ext }]) => [ext, type]),
);
BY_EXTENSION.set('jpeg', 'image/jpeg');

/** What a file claims to be: its declared MIME type, else its extension. Only a first guess for the browser. */
export function declaredType(file: { name: string; type: string }): FileType | null {
  const mime = baseMime(file.type);
  if (isFileType(mime)) return mime;
  const ext = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext ? (BY_EXTENSION.get(ext) ?? null) : null;
}
