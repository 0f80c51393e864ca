import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantApplication } from '@bazaar/api/contract';
import { ID_TYPES, idTypeKey, type QualificationsForm } from '@bazaar/domain';
import { Button, Select, TextField } from '@bazaar/ui';
import { FormCard } from '../../app/index.js';
import { ImageField } from './image-field.js';
import { useStepForm } from './step-form.js';
import { useSubmitApplication } from './use-application.js';
import { useImageUploads } from '../upload/index.js';

type TextKey = Exclude<keyof QualificationsForm, 'id_type' | 'image'>;

/** The text fields after the document type, with the server's lengths. */
const TEXT_FIELDS: readonly {
  name: Exclude<TextKey, 'name'>;
  type: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  { name: 'number', type: 'text', autoComplete: 'off', maxLength: 50 },
  { name: 'mobile', type: 'tel', autoComplete: 'tel', maxLength: 30 },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 100 },
];

/**
 * Step 0: who applies: name, identity document (driver's licence, personal number card, health
 * card or passport) and its number, mobile, mailbox and a photo of the holder with the document.
 * Checked by the domain, then sent as the `qualifications` step; then the shop form opens.
 */
export function QualificationsStep({ application }: { application: MerchantApplication | null }) {
  const { t } = useTranslation();
  const { submitQualifications, isSubmitting } = useSubmitApplication();
  const { form, values, set, errorFor, settle } = useStepForm<Record<TextKey | 'id_type', string>>({
    name: application?.name ?? '',
    id_type: application?.id_type ?? '',
    number: application?.number ?? '',
    mobile: application?.mobile ?? '',
    email: application?.email ?? '',
  });
  const photo = useImageUploads(application?.image ? [application.image] : []);

  const change = (field: TextKey | 'id_type') => (value: string) => set({ [field]: value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    settle(await submitQualifications({ ...values, image: photo.urls[0] ?? '' }));
  };

  return (
    <FormCard
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('merchant:apply.steps.qualifications')}
    >
      <TextField
        name="name"
        label={t('merchant:apply.field.name')}
        value={values.name}
        onChange={change('name')}
        autoComplete="name"
        maxLength={50}
        validation={errorFor('name')}
      />
      <Select
        name="id_type"
        label={t('merchant:apply.field.id_type')}
        placeholder={t('merchant:apply.field.id_type_placeholder')}
        options={ID_TYPES.map((type) => ({ id: type, label: t(idTypeKey(type)) }))}
        selectedKey={values.id_type || null}
        onSelectionChange={change('id_type')}
        validation={errorFor('id_type')}
      />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          label={t(`merchant:apply.field.${field.name}`)}
          value={values[field.name]}
          onChange={change(field.name)}
          maxLength={field.maxLength}
          validation={errorFor(field.name)}
        />
      ))}
      <ImageField
        label={t('merchant:apply.field.image')}
        uploads={photo}
        validation={errorFor('image')}
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        isLoading={isSubmitting}
        isDisabled={photo.isUploading}
      >
        {t('common:action.next')}
      </Button>
    </FormCard>
  );
}
