import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MerchantApplication } from '@bazaar/api/contract';
import { Button, TextField } from '@bazaar/ui';
import { FormCard, useNotify } from '../../app/index.js';
import { ImageField } from './image-field.js';
import { useStepForm } from './step-form.js';
import { useSubmitApplication } from './use-application.js';
import { TextAreaField } from '../forms/index.js';
import { useImageUploads } from '../upload/index.js';

/**
 * Step 1: the shop: its name, introduction and logo. Checked by the domain, then sent as the
 * `shop_info` step, which submits the application for review. The qualifications can still be
 * corrected from here.
 */
export function ShopInfoStep({ application }: { application: MerchantApplication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { submitShop, isSubmitting } = useSubmitApplication();
  const { form, values, set, errorFor, settle } = useStepForm({
    shopname: application.shopname,
    bio: application.bio,
  });
  const logo = useImageUploads(application.avatar ? [application.avatar] : []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    settle(await submitShop({ ...values, avatar: logo.urls[0] ?? '' }), () =>
      notify.success('common:success.submission'),
    );
  };

  return (
    <FormCard
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('merchant:apply.steps.shop_info')}
    >
      <TextField
        name="shopname"
        label={t('merchant:apply.field.shopname')}
        value={values.shopname}
        onChange={(shopname) => set({ shopname })}
        maxLength={50}
        validation={errorFor('shopname')}
      />
      <TextAreaField
        name="bio"
        label={t('merchant:apply.field.bio')}
        value={values.bio}
        onChange={(bio) => set({ bio })}
        maxLength={500}
        validation={errorFor('bio')}
      />
      <ImageField
        label={t('merchant:apply.field.avatar')}
        uploads={logo}
        validation={errorFor('avatar')}
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        isLoading={isSubmitting}
        isDisabled={logo.isUploading}
      >
        {t('merchant:apply.submit')}
      </Button>
      <Button
        variant="outline"
        fullWidth
        onPress={() => void navigate('/user/apply/qualifications')}
      >
        {t('merchant:apply.edit_qualifications')}
      </Button>
    </FormCard>
  );
}
