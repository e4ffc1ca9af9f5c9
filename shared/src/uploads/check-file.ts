import type { Lang } from '../lang';
import { FILE_TYPES, type FileType, declaredType } from './file-types';
import { formatFileSize, formatTypeList } from './format';
import { type UploadPurpose, policyFor } from './policies';

/** A refusal as a message key of the `uploads` namespace and its (already formatted) values. */
export interface UploadProblem {
  code: 'tooLarge' | 'typeNotAllowed' | 'empty';
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

/** For `<input type="file" accept>`: the allowed MIME types and extensions of a purpose. */
export function acceptAttribute(purpose: UploadPurpose): string {
  const types = policyFor(purpose).types;
  const exts = new Set(types.map((type) => `.${FILE_TYPES[type].ext}`));
  if (types.includes('image/jpeg')) exts.add('.jpeg');
  return [...types, ...exts].join(',');
}
