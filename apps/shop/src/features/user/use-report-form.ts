import { useCallback } from 'react';
import { validateReport, type ReportType } from '@bazaar/domain';
import { useNotify } from '../../app/feedback/use-notify.js';
import { parseId } from '../../app/router/paths.js';
import type { Refused, SaveOutcome } from '../forms/index.js';
import type { ImageUploads } from '../upload/index.js';
import { useAddReport } from './lists.js';
import { sendWithPictures } from './pictures.js';
import type { ReportReason } from './report.js';

/** The report form's values. */
export type ReportValues = {
  readonly type: ReportType;
  /** The reported user's, goods' or shop's id as typed (or filled in from the page's query). */
  readonly targetId: string;
  /** One of `REPORT_REASONS`, null until chosen. */
  readonly reason: ReportReason | null;
  readonly content: string;
};

/** The refusal of a target id that is not a positive whole number. */
const TARGET_REQUIRED: Refused = {
  ok: false,
  code: 'report_target_not_found',
  messageKey: 'user:report.target_required',
  field: 'target_id',
};

/**
 * Files a report (`complaint/add`): the target id must be a positive whole number, then the
 * domain's `validateReport` (a reason), and the pictures must be uploaded; says so on success. The
 * server checks that the target exists and is not the user's own (its refusal is shown by the API
 * client).
 */
export function useSubmitReport() {
  const mutation = useAddReport();
  const notify = useNotify();
  const { trigger } = mutation;
  const submit = useCallback(
    async (
      values: ReportValues,
      pictures: Pick<ImageUploads, 'items' | 'urls' | 'isUploading'>,
    ): Promise<SaveOutcome<{ id: number }>> => {
      const targetId = parseId(values.targetId.trim());
      if (targetId === null) return { type: 'invalid', refusal: TARGET_REQUIRED };
      const valid = validateReport({ type: values.type, reason: values.reason ?? '' });
      if (!valid.ok) return { type: 'invalid', refusal: valid };
      return sendWithPictures(pictures, notify, (images) =>
        trigger({
          type: values.type,
          target_id: targetId,
          reason: values.reason ?? '',
          content: values.content.trim(),
          images,
        }),
      );
    },
    [trigger, notify],
  );
  return { submit, isSubmitting: mutation.isMutating };
}
