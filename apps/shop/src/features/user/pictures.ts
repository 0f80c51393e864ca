import type { Notify } from '../../app/feedback/use-notify.js';
import type { SaveOutcome } from '../forms/index.js';
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

/**
 * Sends a form with pictures (a feedback, a report) once they are ready (see {@link picturesReady}):
 * `send` gets the uploaded pictures' addresses; success says "submitted". A refusal of the server
 * is shown by the API client and leaves the form as it was.
 */
export async function sendWithPictures<T>(
  pictures: Pick<ImageUploads, 'items' | 'urls' | 'isUploading'>,
  notify: Notify,
  send: (images: string[]) => Promise<T>,
): Promise<SaveOutcome<T>> {
  if (!picturesReady(pictures, notify)) return { type: 'refused' };
  try {
    const saved = await send([...pictures.urls]);
    notify.success('common:success.submission');
    return { type: 'saved', value: saved };
  } catch {
    return { type: 'refused' };
  }
}
