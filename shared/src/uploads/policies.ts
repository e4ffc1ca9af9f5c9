import type { FileType } from './file-types';

export const MB = 1024 * 1024;

/** What one kind of upload may be: the allowed types (judged by the bytes) and the size limit. */
export interface UploadPolicy {
  types: readonly FileType[];
  maxBytes: number;
}

const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const DOCUMENTS = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
] as const;
const VIDEO = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
const AUDIO = ['audio/webm', 'audio/ogg', 'audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/wav'] as const;

/**
 * Every purpose an upload can serve, read by the browser (checks before sending) and by the
 * API (checks the bytes). A feature that needs a new kind of upload adds a purpose here.
 */
export const UPLOAD_POLICIES = {
  /** Screenshots, documents and logs on a ticket or a reply. */
  'ticket-attachment': { types: [...IMAGES, ...DOCUMENTS], maxBytes: 10 * MB },
  /** Photos attached to a request to join a group: JPG or PNG only, at most 2 MB each. */
  'join-request-image': { types: ['image/jpeg', 'image/png'], maxBytes: 2 * MB },
  /** Photos, videos, voice notes and files in the support chat. */
  'chat-file': { types: [...IMAGES, ...VIDEO, ...AUDIO, ...DOCUMENTS], maxBytes: 10 * MB },
  /** The media library's images, audio and video for the public pages (staff only: media.manage). */
  media: { types: [...IMAGES, ...VIDEO, ...AUDIO], maxBytes: 25 * MB },
} as const satisfies Record<string, UploadPolicy>;

export type UploadPurpose = keyof typeof UPLOAD_POLICIES;

export const UPLOAD_PURPOSES = Object.keys(UPLOAD_POLICIES) as [UploadPurpose, ...UploadPurpose[]];

export const policyFor = (purpose: UploadPurpose): UploadPolicy => UPLOAD_POLICIES[purpose];

export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_POLICIES, value);
