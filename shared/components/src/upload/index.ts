export {
  uploadWithProgress,
  UploadError,
  type UploadedFileInfo,
  type UploadOptions,
} from './uploadWithProgress';
export { useUpload, typesOf, megabytesOf, type UploadState } from './useUpload';
export { FileUploadField } from './FileUploadField';
export { ImageUploadList, type AttachedImage } from './ImageUploadList';
