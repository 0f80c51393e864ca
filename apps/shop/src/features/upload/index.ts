export { useImageUploads } from './use-image-uploads.js';
export type { ImageUploads } from './use-image-uploads.js';
