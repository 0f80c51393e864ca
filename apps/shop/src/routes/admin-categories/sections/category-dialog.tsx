import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin, common, type ResponseOf } from '@bazaar/api/contract';
import { Checkbox, LanguageTabs, NumberField, Select, TextField } from '@bazaar/ui';
import { useServices } from '../../../app/index.js';
import { FormDialog, useSaving, useTranslatedText } from '../../../features/admin/index.js';
import { UploadsField, useImageUploads } from '../../../features/upload/index.js';

type CategoryNode = ResponseOf<typeof admin.categories>['list'][number];
type Category = CategoryNode['childlist'][number];

/** What the dialog edits: a category, or a new one under `pid` (0 for the top level). */
export type CategoryTarget =
  | { readonly type: 'edit'; readonly category: Category; readonly hasChildren: boolean }
  | { readonly type: 'add'; readonly pid: number };

/** Props of {@link CategoryDialog}. */
export interface CategoryDialogProps {
  /** What to edit. Mount one dialog per target (`key`), so its fields start from it. */
  target: CategoryTarget;
  /** The top-level categories, the possible parents. */
  parents: readonly CategoryNode[];
  /** Closes the dialog. */
  onClose: () => void;
}

/** The parent choice's value of the top level. */
const TOP_LEVEL = '0';

/**
 * A category's form: name (English required, the other languages in their tabs), parent (the top level or a top-level category: two levels; a
 * category with subcategories stays at the top), display order, icon and visibility. The server
 * checks it (a name is required) and answers its refusal.
 */
export function CategoryDialog({ target, parents, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const saving = useSaving([admin.categories, common.info, common.categorys]);
  const current = target.type === 'edit' ? target.category : null;
  const name = useTranslatedText(current?.name ?? '', current?.i18n, 'name', true);
  const [pid, setPid] = useState(String(current?.pid ?? (target.type === 'add' ? target.pid : 0)));
  const [weigh, setWeigh] = useState(current?.weigh ?? 0);
  const [shown, setShown] = useState((current?.status ?? 'normal') === 'normal');
  const uploads = useImageUploads(current?.image ? [current.image] : []);
  const canMove = target.type === 'add' || !target.hasChildren;

  const submit = () =>
    saving.save(
      () =>
        client.call(admin.saveCategory, {
          ...(current ? { id: current.id } : {}),
          pid: Number(pid),
          name: name.base,
          i18n: name.translations,
          image: uploads.urls[0] ?? '',
          weigh: Number.isFinite(weigh) ? Math.trunc(weigh) : 0,
          status: shown ? 'normal' : 'hidden',
        }),
      current ? 'admin:categories.saved' : 'admin:categories.added',
    );

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(current ? 'admin:categories.edit_title' : 'admin:categories.add_title')}
      confirmLabel={t('common:action.save')}
      isSending={saving.isBusy || uploads.isUploading}
      onSubmit={submit}
    >
      <LanguageTabs
        aria-label={t('ui:language_tabs.label')}
        languages={name.tabs}
        selectedLanguage={name.language}
        onSelectionChange={name.setLanguage}
      >
        <TextField
          label={t('admin:categories.name')}
          name={`name-${name.language}`}
          value={name.value}
          onChange={name.setValue}
          maxLength={30}
          isRequired={name.language === 'en'}
        />
      </LanguageTabs>
      <Select
        label={t('admin:categories.parent')}
        options={[
          { id: TOP_LEVEL, label: t('admin:categories.top_level') },
          ...parents
            .filter((parent) => parent.id !== current?.id)
            .map((parent) => ({ id: String(parent.id), label: parent.name })),
        ]}
        selectedKey={pid}
        onSelectionChange={setPid}
        isDisabled={!canMove}
        description={canMove ? undefined : t('admin:categories.parent_locked')}
      />
      <NumberField
        label={t('admin:categories.weigh')}
        description={t('admin:categories.weigh_help')}
        value={weigh}
        onChange={setWeigh}
        minValue={-10_000}
        maxValue={10_000}
      />
      <UploadsField label={t('admin:categories.image')} uploads={uploads} max={1} />
      <Checkbox isSelected={shown} onChange={setShown}>
        {t('admin:categories.shown')}
      </Checkbox>
    </FormDialog>
  );
}
