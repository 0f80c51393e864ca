export { PictureViewer } from './picture-viewer.js';
export type { PictureViewerProps, ViewerPicture } from './picture-viewer.js';
