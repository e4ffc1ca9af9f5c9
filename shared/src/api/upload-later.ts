import type { UploadedFile } from '@site/shared/types';
import type { UploadPurpose } from '@site/shared/uploads';
import type { UploadFileOptions } from './upload-file';

export type { UploadFileOptions };

/**
 * `uploadFile` as `@site/shared/api` has always offered it, for remotes built before uploads moved
 * to `@site/shared/api/upload`: the upload client (stateless; it calls the API client by its public
 * name) loads on the first call, off the first load of pages that never upload. New code imports
 * it from `@site/shared/api/upload`.
 */
export const uploadFile = (file: Blob, purpose: UploadPurpose, options?: UploadFileOptions): Promise<UploadedFile> =>
  import(/* webpackChunkName: "upload-file" */ './upload-file').then((uploads) => uploads.uploadFile(file, purpose, options));
