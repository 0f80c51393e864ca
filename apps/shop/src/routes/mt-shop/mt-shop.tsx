import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantShop } from '@bazaar/api/contract';
import { Button, Skeleton, SkeletonGroup, TextField, StateView } from '@bazaar/ui';
import { FormCard, Page, focusField, useNotify } from '../../app/index.js';
import { ImageField } from '../../features/application/index.js';
import { TextAreaField, type Refused } from '../../features/forms/index.js';
import { useMerchantShop, useSaveShopSettings } from '../../features/merchant/merchant-shop.js';
import { useImageUploads } from '../../features/upload/index.js';
import { IssuedVouchersPanel } from '../../features/vouchers/issued-vouchers-panel.js';

function ShopSettingsForm({ shop }: { shop: MerchantShop }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { save, isSaving } = useSaveShopSettings();
  const form = useRef<HTMLFormElement>(null);
  const [shopname, setShopname] = useState(shop.shopname);
  const [keywords, setKeywords] = useState(shop.keywords);
  const [description, setDescription] = useState(shop.description);
  const logo = useImageUploads(shop.avatar ? [shop.avatar] : []);
  const [refusal, setRefusal] = useState<Refused | undefined>();
  const at = (field: string) => (refusal?.field === field ? refusal : undefined);
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRefusal(undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await save({ shopname, keywords, description, avatar: logo.urls[0] ?? '' });
    if (outcome.type === 'invalid') {
      setRefusal(outcome.refusal);
      focusField(form.current, outcome.refusal.field);
    } else if (outcome.type === 'saved') {
      notify.success('common:success.modified');
    }
  };

  return (
    <FormCard
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('merchant:shop_settings.title')}
    >
      <ImageField
        label={t('merchant:shop_settings.logo')}
        uploads={logo}
        validation={at('avatar')}
      />
      <TextField
        name="shopname"
        label={t('merchant:shop_settings.name')}
        value={shopname}
        onChange={edit(setShopname)}
        maxLength={50}
        validation={at('shopname')}
      />
      <TextField
        name="keywords"
        label={t('merchant:shop_settings.keywords')}
        description={t('merchant:shop_settings.keywords_hint')}
        value={keywords}
        onChange={edit(setKeywords)}
        maxLength={200}
      />
      <TextAreaField
        name="description"
        label={t('merchant:shop_settings.description')}
        value={description}
        onChange={edit(setDescription)}
        maxLength={1000}
      />
      <Button type="submit" fullWidth size="lg" isLoading={isSaving} isDisabled={logo.isUploading}>
        {t('common:action.save')}
      </Button>
    </FormCard>
  );
}

/** `/mt/shop`: the shop settings: logo, name, keywords and description (a name and a logo needed). */
export function ShopSettingsScreen() {
  const { t } = useTranslation();
  const shop = useMerchantShop();
  return (
    <Page title={t('merchant:shop_settings.title')}>
      {shop.data ? (
        <ShopSettingsForm key={shop.data.id} shop={shop.data} />
      ) : shop.error ? (
        <StateView state="failed" onRetry={() => void shop.mutate()} />
      ) : (
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="320px" />
        </SkeletonGroup>
      )}
      <IssuedVouchersPanel issuer="shop" />
    </Page>
  );
}
