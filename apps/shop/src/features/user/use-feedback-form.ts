import { useCallback } from 'react';
import { validateFeedback, type FeedbackType } from '@bazaar/domain';
import { useNotify } from '../../app/feedback/use-notify.js';
import type { SaveOutcome } from '../forms/index.js';
import type { ImageUploads } from '../upload/index.js';
import { useAddFeedback } from './lists.js';
import { sendWithPictures } from './pictures.js';

/** The feedback form's values. */
export type FeedbackValues = {
  /** One of the domain's `FEEDBACK_TYPES`, null until chosen. */
  readonly type: FeedbackType | null;
  readonly content: string;
  /** How to reach the user (optional). */
  readonly contact: string;
};

/** An empty feedback form. */
export const EMPTY_FEEDBACK: FeedbackValues = { type: null, content: '', contact: '' };

/**
 * Files a feedback (`feedback/add`) after the domain's `validateFeedback` (a type, some text) and
 * once the pictures are uploaded, and says so; a server refusal is shown by the API client.
 */
export function useSubmitFeedback() {
  const mutation = useAddFeedback();
  const notify = useNotify();
  const { trigger } = mutation;
  const submit = useCallback(
    async (
      values: FeedbackValues,
      pictures: Pick<ImageUploads, 'items' | 'urls' | 'isUploading'>,
    ): Promise<SaveOutcome<{ id: number }>> => {
      const valid = validateFeedback({ type: values.type ?? '', content: values.content });
      if (!valid.ok) return { type: 'invalid', refusal: valid };
      const contact = values.contact.trim();
      return sendWithPictures(pictures, notify, (images) =>
        trigger({
          type: values.type ?? '',
          content: values.content.trim(),
          images,
          ...(contact ? { contact } : {}),
        }),
      );
    },
    [trigger, notify],
  );
  return { submit, isSubmitting: mutation.isMutating };
}
