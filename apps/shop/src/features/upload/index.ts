export { useImageUploads } from './use-image-uploads.js';
export type { ImageUploads } from './use-image-uploads.js';
export { UploadsField } from './uploads-field.js';
export type { UploadsFieldProps } from './uploads-field.js';
