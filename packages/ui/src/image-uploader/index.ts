export { ImageUploader } from './image-uploader.js';
export type { ImageUploaderProps, UploadItem } from './image-uploader.js';
