import type { Lang } from '../lang';
import { FILE_TYPES, type FileType, declaredType } from './file-types';
import { formatFileSize, formatTypeList } from './format';
import { type UploadPurpose, policyFor } from './policies';

/** A refusal as a message key of the `uploads` namespace and its (already formatted) values. */
export interface UploadProblem {
  code: 'tooLarge' | 'typeNotAllowed' | 'empty' | 'contentMismatch';
  params: Record<string, string>;
}

export const tooLarge = (purpose: UploadPurpose, lang: Lang): UploadProblem => ({
  code: 'tooLarge',
  params: { limit: formatFileSize(policyFor(purpose).maxBytes, lang) },
});

export const typeNotAllowed = (purpose: UploadPurpose, lang: Lang): UploadProblem => ({
  code: 'typeNotAllowed',
  params: { types: formatTypeList(policyFor(purpose).types, lang) },
});

/** Whether the policy of `purpose` takes files of `type` (a detected or declared MIME type). */
export const allowsType = (purpose: UploadPurpose, type: string | null): type is FileType =>
  type !== null && (policyFor(purpose).types as readonly string[]).includes(type);

/**
 * The check a form runs before uploading (size, then the type the file claims). The API
 * runs the same limits again on the real bytes, so this only saves a wasted upload.
 */
export function checkFile(file: { name: string; size: number; type: string }, purpose: UploadPurpose, lang: Lang): UploadProblem | null {
  if (file.size === 0) return { code: 'empty', params: {} };
  if (file.size > policyFor(purpose).maxBytes) return tooLarge(purpose, lang);
  if (!allowsType(purpose, declaredType(file))) return typeNotAllowed(purpose, lang);
  return null;
}

/**
 * First bytes of the types whose signature is short and fixed: enough for a browser to tell a
 * file renamed to one of them (an executable called photo.png) before sending it.
 */
const SIGNATURES: Partial<Record<FileType, readonly number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46, 0x38],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** Whether `head` starts as files of `type` do; true for types without a short signature (the API judges those). */
export function matchesSignature(type: FileType, head: Uint8Array): boolean {
  const signature = SIGNATURES[type];
  return !signature || signature.every((byte, i) => head[i] === byte);
}

/** `checkFile`, then the file's first bytes against the type its name and label claim. */
export async function checkFileBytes(file: Blob & { name: string }, purpose: UploadPurpose, lang: Lang): Promise<UploadProblem | null> {
  const problem = checkFile(file, purpose, lang);
  if (problem) return problem;
  const type = declaredType(file) as FileType;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (matchesSignature(type, head)) return null;
  return { code: 'contentMismatch', params: { type: FILE_TYPES[type].ext.toUpperCase(), types: formatTypeList(policyFor(purpose).types, lang) } };
}

/** For `<input type="file" accept>`: the allowed MIME types and extensions of a purpose. */
export function acceptAttribute(purpose: UploadPurpose): string {
  const types = policyFor(purpose).types;
  const exts = new Set(types.map((type) => `.${FILE_TYPES[type].ext}`));
  if (types.includes('image/jpeg')) exts.add('.jpeg');
  return [...types, ...exts].join(',');
}
