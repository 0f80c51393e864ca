import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { admin, type AdminMarketGoods } from '@bazaar/api/contract';
import {
  VALID,
  skuDifferences,
  validateMarketGoods,
  type SpecForm,
  type ValidationResult,
} from '@bazaar/domain';
import { Button, Checkbox, IconButton, NumberField, Select, TextField, vars } from '@bazaar/ui';
import { FormCard, useServices } from '../../../app/index.js';
import {
  fieldResult,
  focusNamed,
  useBaseMoney,
  useSaving,
  type MarketBody,
} from '../../../features/admin/index.js';
import { TextAreaField } from '../../../features/forms/index.js';
import { UploadsField, useImageUploads } from '../../../features/upload/index.js';

/** The most spec groups and pictures the server takes. */
const MAX_SPECS = 3;
const MAX_PICTURES = 9;

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  & > legend {
    margin-bottom: ${vars.space[3]};
    padding: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
  & > p {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

const SpecRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[3]};
  align-items: end;

  :root[data-layout='desktop'] & {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
  }
`;

const SkuRow = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[4]} 0 0;
  border: none;
  border-top: 1px solid ${vars.color.border};

  & > legend {
    float: left;
    grid-column: 1 / -1;
    margin-bottom: ${vars.space[2]};
    padding: 0;
    font-weight: ${vars.fontWeight.medium};
  }
`;

const FormError = styled.p`
  margin: 0;
  color: ${vars.color.textCritical};
  font-size: ${vars.fontSize.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;

/** A spec group as typed: its name and its values, comma-separated. */
type SpecDraft = { name: string; values: string };
/** A SKU's prices and stock as typed. */
type SkuDraft = { wholesale_price: string; retail_price: string; stock: number };

const EMPTY_SKU: SkuDraft = { wholesale_price: '', retail_price: '', stock: 0 };

/** The specs of the drafts: names trimmed, values split at commas, blanks dropped. */
function specsOf(drafts: readonly SpecDraft[]): SpecForm[] {
  return drafts.map((draft) => ({
    name: draft.name.trim(),
    items: draft.values
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== ''),
  }));
}

/** Props of {@link MarketForm}. */
export interface MarketFormProps {
  /** The goods to edit, or null for a new one. */
  goods: AdminMarketGoods | null;
  /** The second-level categories as choices. */
  categories: readonly { id: string; label: string }[];
}

/**
 * A wholesale market goods' form: title, category, pictures (the first is the main one),
 * description, freight, visibility, the specifications (a new goods only: a goods keeps its SKUs
 * once saved) and, for each combination of their values (the domain's `skuDifferences`), the
 * wholesale price, the suggested retail price and the stock. Checked by the domain's
 * `validateMarketGoods` before it is sent; amounts in the stored base currency.
 */
export function MarketForm({ goods, categories }: MarketFormProps) {
  const formatBaseMoney = useBaseMoney();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { client } = useServices();
  const saving = useSaving([admin.market, admin.marketInfo]);
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(goods?.title ?? '');
  const [categoryId, setCategoryId] = useState<string | null>(
    goods ? String(goods.category_id) : null,
  );
  const [description, setDescription] = useState(goods?.description ?? '');
  const [freight, setFreight] = useState(goods?.freight ?? '0.00');
  const [shown, setShown] = useState((goods?.status ?? 'normal') === 'normal');
  const [specs, setSpecs] = useState<SpecDraft[]>(
    goods?.spec.map((group) => ({ name: group.name, values: group.items.join(', ') })) ?? [],
  );
  const [skus, setSkus] = useState<Record<string, SkuDraft>>(() =>
    Object.fromEntries(
      (goods?.skus ?? []).map((sku) => [
        sku.difference,
        { wholesale_price: sku.wholesale_price, retail_price: sku.retail_price, stock: sku.stock },
      ]),
    ),
  );
  const [validation, setValidation] = useState<ValidationResult>(VALID);
  const [categoryMissing, setCategoryMissing] = useState(false);
  const pictures = useImageUploads(
    goods ? (goods.images.length > 0 ? goods.images : [goods.image]) : [],
  );
  const isNew = goods === null;
  const spec = specsOf(specs);
  const differences = goods ? goods.skus.map((sku) => sku.difference) : skuDifferences(spec);

  const changeSpec = (index: number, change: Partial<SpecDraft>) =>
    setSpecs((list) => list.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  const changeSku = (difference: string, change: Partial<SkuDraft>) =>
    setSkus((current) => ({
      ...current,
      [difference]: { ...(current[difference] ?? EMPTY_SKU), ...change },
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: MarketBody = {
      ...(goods ? { id: goods.id } : {}),
      category_id: Number(categoryId),
      title: title.trim(),
      image: pictures.urls[0] ?? '',
      images: pictures.urls,
      description: description.trim(),
      freight: freight.trim(),
      spec: (goods ? goods.spec : spec).map((group) => ({
        name: group.name,
        items: [...group.items],
      })),
      skus: differences.map((difference) => {
        const sku = skus[difference] ?? EMPTY_SKU;
        return {
          difference,
          wholesale_price: sku.wholesale_price.trim(),
          retail_price: sku.retail_price.trim(),
          stock: Number.isFinite(sku.stock) ? Math.trunc(sku.stock) : 0,
        };
      }),
      status: shown ? 'normal' : 'hidden',
    };
    const result = validateMarketGoods({
      title: body.title,
      image: body.image,
      freight: body.freight,
      spec: body.spec ?? [],
      skus: body.skus,
    });
    setValidation(result);
    setCategoryMissing(categoryId === null);
    if (!result.ok) {
      const at = differences.indexOf(String(result.details?.difference ?? ''));
      focusNamed(form.current, at >= 0 ? `${result.field}-${at}` : result.field);
      return;
    }
    if (categoryId === null) {
      focusNamed(form.current, 'category');
      return;
    }
    const saved = await saving.save(
      () => client.call(admin.saveMarket, body),
      isNew ? 'admin:market.added' : 'admin:market.saved',
    );
    if (saved) await navigate('/admin/market');
  };

  const skuProblem = (difference: string, field: string) =>
    !validation.ok && validation.field === field && validation.details?.difference === difference
      ? validation
      : VALID;
  const whole = !validation.ok && ['spec', 'skus', 'image'].includes(validation.field ?? '');

  return (
    <FormCard
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(isNew ? 'admin:market_edit.add_title' : 'admin:market_edit.edit_title')}
    >
      <Section>
        <legend>{t('admin:market_edit.about')}</legend>
        <TextField
          label={t('admin:market_edit.title_field')}
          name="title"
          value={title}
          onChange={setTitle}
          maxLength={120}
          validation={fieldResult(validation, 'title')}
        />
        <Select
          label={t('admin:market.category')}
          name="category"
          placeholder={t('admin:market_edit.category_placeholder')}
          options={categories}
          selectedKey={categoryId}
          onSelectionChange={(id) => {
            setCategoryId(id);
            setCategoryMissing(false);
          }}
          errorMessage={categoryMissing ? t('admin:market_edit.category_required') : undefined}
          isInvalid={categoryMissing}
        />
        <UploadsField
          label={t('admin:market_edit.pictures')}
          uploads={pictures}
          max={MAX_PICTURES}
        />
        <TextAreaField
          label={t('admin:market_edit.description')}
          name="description"
          value={description}
          onChange={setDescription}
          maxLength={2000}
        />
        <TextField
          label={t('admin:market.freight')}
          name="freight"
          inputMode="decimal"
          value={freight}
          onChange={setFreight}
          description={t('admin:market_edit.money_help')}
          validation={fieldResult(validation, 'freight')}
          maxLength={20}
        />
        <Checkbox isSelected={shown} onChange={setShown}>
          {t('admin:market_edit.shown')}
        </Checkbox>
      </Section>

      <Section>
        <legend>{t('admin:market_edit.specs')}</legend>
        <p>{t(isNew ? 'admin:market_edit.specs_help' : 'admin:market_edit.specs_locked')}</p>
        {specs.map((draft, index) => (
          <SpecRow key={index}>
            <TextField
              label={t('admin:market_edit.spec_name', { index: index + 1 })}
              name={`spec-name-${index}`}
              value={draft.name}
              onChange={(name) => changeSpec(index, { name })}
              isDisabled={!isNew}
              maxLength={30}
            />
            <TextField
              label={t('admin:market_edit.spec_values', { index: index + 1 })}
              description={t('admin:market_edit.spec_values_help')}
              name={`spec-values-${index}`}
              value={draft.values}
              onChange={(values) => changeSpec(index, { values })}
              isDisabled={!isNew}
            />
            {isNew ? (
              <IconButton
                icon="trash"
                label={t('admin:market_edit.remove_spec', { index: index + 1 })}
                onPress={() => setSpecs((list) => list.filter((_, at) => at !== index))}
              />
            ) : null}
          </SpecRow>
        ))}
        {isNew && specs.length < MAX_SPECS ? (
          <div>
            <Button
              variant="outline"
              size="sm"
              onPress={() => setSpecs((list) => [...list, { name: '', values: '' }])}
            >
              {t('admin:market_edit.add_spec')}
            </Button>
          </div>
        ) : null}
      </Section>

      <Section>
        <legend>{t('admin:market_edit.prices')}</legend>
        <p>{t('admin:market_edit.prices_help')}</p>
        {differences.map((difference, index) => {
          const sku = skus[difference] ?? EMPTY_SKU;
          const label = difference || t('admin:market_edit.single_sku');
          return (
            <SkuRow key={difference || '-'}>
              <legend id={`sku-${index}`}>{label}</legend>
              <TextField
                label={t('admin:market_edit.wholesale')}
                aria-labelledby={`sku-${index}`}
                name={`wholesale_price-${index}`}
                inputMode="decimal"
                value={sku.wholesale_price}
                onChange={(value) => changeSku(difference, { wholesale_price: value })}
                validation={skuProblem(difference, 'wholesale_price')}
                maxLength={20}
              />
              <TextField
                label={t('admin:market_edit.retail')}
                aria-labelledby={`sku-${index}`}
                name={`retail_price-${index}`}
                inputMode="decimal"
                value={sku.retail_price}
                onChange={(value) => changeSku(difference, { retail_price: value })}
                validation={skuProblem(difference, 'retail_price')}
                maxLength={20}
              />
              <NumberField
                label={t('admin:market_edit.stock')}
                aria-labelledby={`sku-${index}`}
                value={sku.stock}
                onChange={(stock) => changeSku(difference, { stock })}
                minValue={0}
                maxValue={1_000_000}
              />
            </SkuRow>
          );
        })}
        {goods ? (
          <p>
            {t('admin:market_edit.current', {
              wholesale: formatBaseMoney(goods.wholesale_price),
              retail: formatBaseMoney(goods.retail_price),
              listed: goods.listed,
            })}
          </p>
        ) : null}
      </Section>

      {whole ? (
        <FormError role="alert">
          {t(
            validation.field === 'image'
              ? 'admin:market_edit.picture_required'
              : 'admin:market_edit.specs_invalid',
          )}
        </FormError>
      ) : null}
      <Actions>
        <Button variant="outline" onPress={() => void navigate('/admin/market')}>
          {t('common:action.cancel')}
        </Button>
        <Button type="submit" isLoading={saving.isBusy} isDisabled={pictures.isUploading}>
          {t('common:action.save')}
        </Button>
      </Actions>
    </FormCard>
  );
}
