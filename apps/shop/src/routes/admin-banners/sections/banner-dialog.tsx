import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { admin, common, type ResponseOf } from '@bazaar/api/contract';
import {
  Checkbox,
  ImageUploader,
  LanguageTabs,
  NumberField,
  Select,
  TextField,
  vars,
} from '@bazaar/ui';
import { useServices } from '../../../app/index.js';
import { FormDialog, useSaving, useTranslatedText } from '../../../features/admin/index.js';
import { useImageUploads } from '../../../features/upload/index.js';

type Banner = ResponseOf<typeof admin.banners>['list'][number];

/** Where a banner shows (API `position`). */
export const BANNER_POSITIONS = ['home', 'other', 'category'] as const;

/** A banner position. */
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

const FieldError = styled.span`
  color: ${vars.color.textCritical};
  font-size: ${vars.fontSize.sm};
`;

/** Props of {@link BannerDialog}. */
export interface BannerDialogProps {
  /** The banner to edit, or null for a new one. Mount one dialog per banner (`key`). */
  banner: Banner | null;
  /** Where a new banner goes first. */
  position: BannerPosition;
  /** Closes the dialog. */
  onClose: () => void;
}

/**
 * A banner's form: where it shows, its picture (required: uploaded as soon as it is chosen), a
 * title in each language (its tabs; shown with the picture, English where one is missing), the app path it opens, its display order and visibility.
 */
export function BannerDialog({ banner, position: initialPosition, onClose }: BannerDialogProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const saving = useSaving([admin.banners, common.info]);
  const [position, setPosition] = useState<BannerPosition>(banner?.position ?? initialPosition);
  const title = useTranslatedText(banner?.title ?? '', banner?.i18n, 'title');
  const [url, setUrl] = useState(banner?.url ?? '');
  const [weigh, setWeigh] = useState(banner?.weigh ?? 0);
  const [shown, setShown] = useState((banner?.status ?? 'normal') === 'normal');
  const [imageMissing, setImageMissing] = useState(false);
  const uploads = useImageUploads(banner ? [banner.image] : []);

  const submit = async () => {
    const image = uploads.urls[0];
    if (!image) {
      setImageMissing(true);
      return false;
    }
    return saving.save(
      () =>
        client.call(admin.saveBanner, {
          ...(banner ? { id: banner.id } : {}),
          position,
          title: title.base,
          i18n: title.translations,
          image,
          url: url.trim(),
          weigh: Number.isFinite(weigh) ? Math.trunc(weigh) : 0,
          status: shown ? 'normal' : 'hidden',
        }),
      banner ? 'admin:banners.saved' : 'admin:banners.added',
    );
  };

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(banner ? 'admin:banners.edit_title' : 'admin:banners.add_title')}
      confirmLabel={t('common:action.save')}
      isSending={saving.isBusy || uploads.isUploading}
      onSubmit={submit}
    >
      <Select
        label={t('admin:banners.position')}
        options={BANNER_POSITIONS.map((value) => ({
          id: value,
          label: t(`admin:banners.positions.${value}`),
        }))}
        selectedKey={position}
        onSelectionChange={(id) => setPosition(id as BannerPosition)}
      />
      <ImageUploader
        label={t('admin:banners.image')}
        items={uploads.items}
        onAdd={(files) => {
          setImageMissing(false);
          uploads.add(files);
        }}
        onRemove={uploads.remove}
        max={1}
        allowsMultiple={false}
      />
      {imageMissing ? (
        <FieldError role="alert">{t('admin:banners.image_required')}</FieldError>
      ) : null}
      <LanguageTabs
        aria-label={t('ui:language_tabs.label')}
        languages={title.tabs}
        selectedLanguage={title.language}
        onSelectionChange={title.setLanguage}
      >
        <TextField
          label={t('admin:banners.title_field')}
          name={`title-${title.language}`}
          value={title.value}
          onChange={title.setValue}
          maxLength={60}
        />
      </LanguageTabs>
      <TextField
        label={t('admin:banners.url')}
        name="url"
        value={url}
        onChange={setUrl}
        description={t('admin:banners.url_help')}
        maxLength={200}
      />
      <NumberField
        label={t('admin:banners.weigh')}
        description={t('admin:categories.weigh_help')}
        value={weigh}
        onChange={setWeigh}
        minValue={-10_000}
        maxValue={10_000}
      />
      <Checkbox isSelected={shown} onChange={setShown}>
        {t('admin:banners.shown')}
      </Checkbox>
    </FormDialog>
  );
}
