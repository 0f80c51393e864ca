import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES, reportTypeKey, type ReportType } from '@bazaar/domain';
import { Button, Radio, RadioGroup, Select, TextField } from '@bazaar/ui';
import { FormCard } from '../../../app/index.js';
import { TextAreaField, useFormFields } from '../../../features/forms/index.js';
import { UploadsField, useImageUploads } from '../../../features/upload/index.js';
import {
  REPORT_REASONS,
  reportReasonKey,
  useSubmitReport,
  type ReportReason,
  type ReportTarget,
  type ReportValues,
} from '../../../features/user/index.js';

/** The most pictures a report carries (`complaint/add`). */
const MAX_IMAGES = 6;

/** Props of {@link ReportForm}. */
export interface ReportFormProps {
  /** The target named by the page that opened the form (a goods or shop page), or null. */
  target: ReportTarget | null;
  /** Called once the report is filed. */
  onFiled: () => void;
}

/**
 * A new report: what is reported (filled in and shown by name when a page named it, else the type
 * and the id to type in), the reason, a description and pictures; the 72-hour promise.
 */
export function ReportForm({ target, onFiled }: ReportFormProps) {
  const { t } = useTranslation();
  const { submit, isSubmitting } = useSubmitReport();
  const pictures = useImageUploads();
  const { form, values, set, errorFor, refuse } = useFormFields<ReportValues>({
    type: target?.type ?? 'goods',
    targetId: target ? String(target.id) : '',
    reason: null,
    content: '',
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submit(values, pictures);
    if (outcome.type === 'invalid') {
      refuse(outcome.refusal);
    } else if (outcome.type === 'saved') {
      onFiled();
    }
  };

  return (
    <FormCard
      ref={form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('user:report.new')}
    >
      {target ? (
        <p>
          {t('user:report.target', {
            type: t(reportTypeKey(target.type)),
            name: target.name || `#${target.id}`,
          })}
        </p>
      ) : (
        <>
          <RadioGroup
            name="type"
            label={t('user:report.type_label')}
            orientation="horizontal"
            value={values.type}
            onChange={(type) => set({ type: type as ReportType })}
          >
            {REPORT_TYPES.map((type) => (
              <Radio key={type} value={type}>
                {t(reportTypeKey(type))}
              </Radio>
            ))}
          </RadioGroup>
          <TextField
            name="target_id"
            label={t('user:report.target_id')}
            description={t('user:report.target_id_hint')}
            inputMode="numeric"
            value={values.targetId}
            onChange={(targetId) => set({ targetId })}
            validation={errorFor('target_id')}
          />
        </>
      )}
      <div data-field="reason">
        <Select
          label={t('user:report.reason_label')}
          placeholder={t('user:report.reason_placeholder')}
          options={REPORT_REASONS.map((reason) => ({
            id: reason,
            label: t(reportReasonKey(reason) ?? reason),
          }))}
          selectedKey={values.reason}
          onSelectionChange={(reason) => set({ reason: reason as ReportReason })}
          validation={errorFor('reason')}
        />
      </div>
      <TextAreaField
        name="content"
        label={t('user:report.content')}
        value={values.content}
        onChange={(content) => set({ content })}
        maxLength={1000}
      />
      <UploadsField label={t('user:report.images')} uploads={pictures} max={MAX_IMAGES} />
      <p data-part="footer">{t('user:report.promise')}</p>
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
        {t('common:action.submit')}
      </Button>
    </FormCard>
  );
}
