// Named re-exports only: the API loads this source through tsx's ESM loader.
export { FILE_TYPES, isFileType, baseMime, declaredType, type FileType } from './file-types';
export { UPLOAD_POLICIES, UPLOAD_PURPOSES, MB, policyFor, isUploadPurpose, type UploadPolicy, type UploadPurpose } from './policies';
export { checkFile, checkFileBytes, matchesSignature, allowsType, tooLarge, typeNotAllowed, acceptAttribute, type UploadProblem } from './check-file';
export { formatFileSize, formatTypeList } from './format';
export { uploadResources, uploadMessagesEn, uploadMessagesAr, type UploadMessages } from './messages';
export { uploadIdsSchema } from './schemas';
