import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FEEDBACK_TYPES, feedbackTypeKey, type FeedbackType } from '@bazaar/domain';
import { Button, Radio, RadioGroup, TextField } from '@bazaar/ui';
import { FormCard, Page } from '../../app/index.js';
import { TextAreaField, useFormFields } from '../../features/forms/index.js';
import { UploadsField, useImageUploads } from '../../features/upload/index.js';
import {
  EMPTY_FEEDBACK,
  useSubmitFeedback,
  type FeedbackValues,
} from '../../features/user/index.js';

const LIST_PATH = '/user/feedback';

/** The most pictures a feedback carries (`feedback/add`). */
const MAX_IMAGES = 6;

/**
 * `/user/feedback/edit`: a new feedback: one of the four types of the domain, a description,
 * pictures uploaded as they are chosen, and a contact; the promise that abnormal problems are
 * handled within 72 hours. Sent, it goes to the feedback list.
 */
export function FeedbackEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { submit, isSubmitting } = useSubmitFeedback();
  const pictures = useImageUploads();
  const { form, values, set, errorFor, refuse } = useFormFields<FeedbackValues>(EMPTY_FEEDBACK);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submit(values, pictures);
    if (outcome.type === 'invalid') {
      refuse(outcome.refusal);
    } else if (outcome.type === 'saved') {
      await navigate(LIST_PATH, { replace: true });
    }
  };

  return (
    <Page title={t('user:feedback.new')}>
      <FormCard
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('user:feedback.new')}
      >
        <RadioGroup
          name="type"
          label={t('user:feedback.type_label')}
          value={values.type}
          onChange={(type) => set({ type: type as FeedbackType })}
          validation={errorFor('type')}
        >
          {FEEDBACK_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {t(feedbackTypeKey(type))}
            </Radio>
          ))}
        </RadioGroup>
        <TextAreaField
          name="content"
          label={t('user:feedback.content')}
          description={t('user:feedback.content_hint')}
          value={values.content}
          onChange={(content) => set({ content })}
          validation={errorFor('content')}
          maxLength={1000}
          rows={5}
        />
        <UploadsField label={t('user:feedback.images')} uploads={pictures} max={MAX_IMAGES} />
        <TextField
          name="contact"
          label={t('user:feedback.contact')}
          description={t('user:feedback.contact_hint')}
          value={values.contact}
          onChange={(contact) => set({ contact })}
          maxLength={100}
        />
        <p data-part="footer">{t('user:feedback.promise')}</p>
        <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
          {t('common:action.submit')}
        </Button>
      </FormCard>
    </Page>
  );
}
