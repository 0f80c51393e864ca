import type { Notify } from '../../app/feedback/use-notify.js';
import type { ImageUploads } from '../upload/index.js';

/**
 * True when a form's pictures can be sent: none is still uploading (says "wait") and none failed
 * (says "remove it and try again"); the notice is shown otherwise.
 */
export function picturesReady(
  pictures: Pick<ImageUploads, 'items' | 'isUploading'>,
  notify: Notify,
): boolean {
  if (pictures.isUploading) {
    notify.info('user:upload.wait');
    return false;
  }
  if (pictures.items.some((item) => item.status === 'error')) {
    notify.error('user:upload.failed');
    return false;
  }
  return true;
}
