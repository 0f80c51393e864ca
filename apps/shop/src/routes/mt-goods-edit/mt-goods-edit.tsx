import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { merchant, type MerchantGoodsInfo } from '@bazaar/api/contract';
import { useEndpointMutation } from '@bazaar/api/swr';
import {
  DEFAULT_LANGUAGE,
  GOODS_PHOTOS,
  GOODS_STATUSES,
  GOODS_TITLE_LENGTH,
  goodsStatusKey,
  isParallelSpec,
  skuDifferences,
  validateOwnGoods,
  type GoodsStatus,
  type LanguageCode,
  type ValidationResult,
} from '@bazaar/domain';
import {
  Button,
  EmptyState,
  ImageUploader,
  LanguageTabs,
  Radio,
  RadioGroup,
  Select,
  Skeleton,
  SkeletonGroup,
  SpecEditor,
  TextField,
  useLayout,
  type SpecGroupValue,
} from '@bazaar/ui';
import { Page, useNotify } from '../../app/index.js';
import { useCategoryTree } from '../../features/catalogue/index.js';
import {
  TextAreaField,
  useTranslatedFields,
  type TranslationLanguage,
} from '../../features/forms/index.js';
import { useImageUploads } from '../../features/upload/index.js';
import { GoodsInfoFailed, useRouteGoodsInfo } from '../../features/merchant/goods-info.js';
import { Column, Panel } from '../../features/user/sections/index.js';
import { useMoney } from '../../features/wallet/index.js';
import { EMPTY_SKU, SkuTable, type SkuEntry } from './sections/sku-table.js';
import { carryRows, carrySpec } from './sections/spec-remap.js';
import { SpecTranslation } from './sections/spec-translation.js';

/** A whole number as typed, or NaN (the domain refuses it with its message). */
function wholeNumber(text: string): number {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The combinations of the groups as typed (trimmed, as the domain and the server match them). */
function combinations(groups: readonly SpecGroupValue[]): string[] {
  return skuDifferences(
    groups.map((group) => ({
      name: group.name.trim(),
      items: group.items.map((item) => item.trim()),
    })),
  );
}

/** A specification trimmed, as the domain and the server take it. */
function trimmedSpec(groups: readonly SpecGroupValue[]): SpecGroupValue[] {
  return groups.map((group) => ({
    name: group.name.trim(),
    items: group.items.map((item) => item.trim()),
  }));
}

/** True when a translated specification has any text. */
function hasSpecText(groups: readonly SpecGroupValue[] | undefined): boolean {
  return (groups ?? []).some(
    (group) => group.name.trim() !== '' || group.items.some((item) => item.trim() !== ''),
  );
}

/** The first element of a refusal's field that can take the focus. */
function focusRefused(result: ValidationResult) {
  if (result.ok) return;
  const difference = result.details?.difference;
  const name =
    typeof difference === 'string' &&
    ['price', 'market_price', 'stock'].includes(result.field ?? '')
      ? `${result.field}-${difference}`
      : (result.field ?? '');
  document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}

/** The goods form over `goods` (null: a new goods). */
function GoodsForm({ goods }: { goods: MerchantGoodsInfo | null }) {
  const { t } = useTranslation();
  const layout = useLayout();
  const money = useMoney();
  const notify = useNotify();
  const navigate = useNavigate();
  const tree = useCategoryTree();
  const photos = useImageUploads(goods?.images ?? []);
  const create = useEndpointMutation(merchant.goodsCreate, { revalidate: [merchant.goods] });
  const edit = useEndpointMutation(merchant.goodsEdit, {
    revalidate: [merchant.goods, merchant.goodsInfo],
  });

  const [categoryId, setCategoryId] = useState<string | null>(
    goods ? String(goods.category_id) : null,
  );
  const [spec, setSpec] = useState<SpecGroupValue[]>(
    goods?.spec.map((group) => ({ name: group.name, items: [...group.items] })) ?? [],
  );
  // The specification in other languages, parallel to the English one as it changes.
  const [specTexts, setSpecTexts] = useState<Partial<Record<LanguageCode, SpecGroupValue[]>>>(() =>
    Object.fromEntries(
      Object.entries(goods?.i18n ?? {}).map(([language, fields]) => [
        language,
        fields?.spec?.map((group) => ({ name: group.name, items: [...group.items] })) ?? [],
      ]),
    ),
  );
  const texts = useTranslatedFields(
    {
      title: goods?.title ?? '',
      description: goods?.description ?? '',
      content: goods?.content ?? '',
    },
    goods?.i18n,
    { required: true, isFilled: (language) => hasSpecText(specTexts[language]) },
  );
  const language = texts.language;
  const isBase = language === DEFAULT_LANGUAGE;
  // A language whose specification is partly translated (the server would refuse it).
  const [partialSpec, setPartialSpec] = useState<LanguageCode | null>(null);
  const [entries, setEntries] = useState<Record<string, SkuEntry>>(() =>
    Object.fromEntries(
      (goods?.skus ?? [])
        .filter((sku) => !sku.retired)
        .map((sku) => [
          sku.difference,
          {
            price: money.toEntered(sku.price),
            market_price: money.toEntered(sku.market_price),
            stock: String(sku.stock),
            code: sku.code,
          },
        ]),
    ),
  );
  const [freightMode, setFreightMode] = useState<'free' | 'fixed'>(
    goods && Number(goods.freight) > 0 ? 'fixed' : 'free',
  );
  const [freight, setFreight] = useState(
    goods && Number(goods.freight) > 0 ? money.toEntered(goods.freight) : '',
  );
  const [status, setStatus] = useState<GoodsStatus>(goods?.status ?? 'normal');
  const [stockAlert, setStockAlert] = useState(String(goods?.stock_alert ?? 5));
  const [refusal, setRefusal] = useState<ValidationResult | null>(null);

  const differences = useMemo(() => combinations(spec), [spec]);
  const options = useMemo(
    () =>
      tree.list.flatMap((top) =>
        top.childlist.map((child) => ({
          id: String(child.id),
          label: child.name,
          detail: top.name,
        })),
      ),
    [tree.list],
  );
  const shown = (field: string) =>
    refusal && !refusal.ok && refusal.field === field ? refusal : undefined;

  const changeSpec = (next: SpecGroupValue[]) => {
    // A renamed value keeps what was typed for its rows and its translations.
    setEntries((current) => carryRows(current, spec, next));
    setSpecTexts((current) =>
      Object.fromEntries(
        Object.entries(current).map(([code, translated]) => [
          code,
          carrySpec(translated ?? [], spec, next),
        ]),
      ),
    );
    setSpec(next);
  };

  /** The contract's `i18n`: each language with any text, its spec only when it has text. */
  const translations = () => {
    const i18n: Partial<
      Record<
        TranslationLanguage,
        { title?: string; description?: string; content?: string; spec?: SpecGroupValue[] }
      >
    > = {};
    for (const [code, fields] of Object.entries(texts.translations) as [
      TranslationLanguage,
      Record<string, string>,
    ][]) {
      const kept: NonNullable<(typeof i18n)[TranslationLanguage]> = Object.fromEntries(
        Object.entries(fields).filter(([, text]) => text !== ''),
      );
      const translated = specTexts[code];
      if (hasSpecText(translated)) kept.spec = trimmedSpec(translated ?? []);
      if (Object.keys(kept).length > 0) i18n[code] = kept;
    }
    return i18n;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (photos.isUploading) {
      notify.error('merchant:goods_form.uploading');
      return;
    }
    // Prices are typed in the user's currency; what is not an amount goes as typed, to be refused.
    const wire = (entered: string, current?: string) =>
      money.toWire(entered, current) ?? entered.trim();
    const known = new Map(goods?.skus.map((sku) => [sku.difference, sku]) ?? []);
    const skus = differences.map((difference) => {
      const entry = entries[difference] ?? EMPTY_SKU;
      const before = known.get(difference);
      return {
        difference,
        price: wire(entry.price, before?.price),
        market_price: wire(entry.market_price, before?.market_price),
        stock: wholeNumber(entry.stock),
        code: entry.code.trim(),
      };
    });
    const form = {
      title: texts.texts[DEFAULT_LANGUAGE].title,
      images: photos.urls,
      freight: freightMode === 'free' ? '0' : wire(freight, goods?.freight),
      spec: spec.map((group) => ({
        name: group.name.trim(),
        items: group.items.map((item) => item.trim()),
      })),
      skus,
      stock_alert: wholeNumber(stockAlert),
    };
    const valid = categoryId
      ? validateOwnGoods(form)
      : ({
          ok: false,
          code: 'field_required',
          messageKey: 'errors:field_required',
          field: 'category_id',
        } as const);
    setRefusal(valid.ok ? null : valid);
    if (!valid.ok) {
      if (valid.field === 'title' && !isBase) {
        // The English title is on its tab: show it, then focus it.
        texts.setLanguage(DEFAULT_LANGUAGE);
        setTimeout(() => focusRefused(valid), 0);
      } else focusRefused(valid);
      return;
    }
    const base = trimmedSpec(spec);
    const partial = (Object.keys(specTexts) as LanguageCode[]).find(
      (code) =>
        hasSpecText(specTexts[code]) && !isParallelSpec(base, trimmedSpec(specTexts[code] ?? [])),
    );
    setPartialSpec(partial ?? null);
    if (partial) {
      texts.setLanguage(partial);
      return;
    }
    const body = {
      ...form,
      category_id: Number(categoryId),
      description: texts.base('description'),
      content: texts.base('content'),
      status,
      i18n: translations(),
    };
    try {
      if (goods) await edit.trigger({ ...body, id: goods.id });
      else await create.trigger(body);
      notify.success('common:success.modified');
      navigate('/mt/goods');
    } catch {
      // The client has shown the server's refusal; the form stays to be corrected.
    }
  };

  const photoRefusal = shown('images');
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t(goods ? 'merchant:goods_form.title_edit' : 'merchant:goods_form.title_new')}
    >
      <Column>
        <Panel aria-labelledby="goods-form-basics">
          <h2 id="goods-form-basics">{t('merchant:goods_form.basics')}</h2>
          <Select
            label={t('merchant:goods_form.category')}
            placeholder={t('merchant:goods_form.category_placeholder')}
            options={options}
            selectedKey={categoryId}
            onSelectionChange={(id) => {
              setCategoryId(id);
              if (shown('category_id')) setRefusal(null);
            }}
            validation={shown('category_id')}
            name="category_id"
          />
          <LanguageTabs
            aria-label={t('ui:language_tabs.label')}
            languages={texts.tabs}
            selectedLanguage={language}
            onSelectionChange={texts.setLanguage}
          >
            <TextField
              label={t('merchant:goods_form.name')}
              name={isBase ? 'title' : `title-${language}`}
              value={texts.value('title')}
              onChange={(value) => texts.setValue('title', value)}
              maxLength={GOODS_TITLE_LENGTH.max}
              placeholder={isBase ? undefined : texts.base('title')}
              description={isBase ? undefined : t('merchant:goods_form.translation_hint')}
              validation={isBase ? shown('title') : undefined}
            />
            <TextAreaField
              label={t('merchant:goods_form.description')}
              name={isBase ? 'description' : `description-${language}`}
              value={texts.value('description')}
              onChange={(value) => texts.setValue('description', value)}
              maxLength={500}
              rows={2}
            />
            <TextAreaField
              label={t('merchant:goods_form.content')}
              name={isBase ? 'content' : `content-${language}`}
              value={texts.value('content')}
              onChange={(value) => texts.setValue('content', value)}
              maxLength={10000}
              rows={5}
            />
            {!isBase && spec.length > 0 ? (
              <SpecTranslation
                base={spec}
                value={specTexts[language] ?? []}
                onChange={(value) => {
                  setSpecTexts((current) => ({ ...current, [language]: value }));
                  if (partialSpec === language) setPartialSpec(null);
                }}
                error={
                  partialSpec === language
                    ? t('merchant:goods_form.spec_translation_incomplete')
                    : undefined
                }
              />
            ) : null}
          </LanguageTabs>
        </Panel>
        <Panel aria-labelledby="goods-form-photos">
          <h2 id="goods-form-photos">{t('merchant:goods_form.photos')}</h2>
          <ImageUploader
            label={t('merchant:goods_form.photos_hint')}
            items={photos.items}
            onAdd={photos.add}
            onRemove={photos.remove}
            onMove={photos.move}
            max={GOODS_PHOTOS.max}
          />
          {photoRefusal && !photoRefusal.ok ? (
            <p data-part="error" role="alert">
              {t(photoRefusal.messageKey, { ...photoRefusal.details })}
            </p>
          ) : null}
        </Panel>
        <Panel aria-labelledby="goods-form-skus">
          <h2 id="goods-form-skus">{t('merchant:goods_form.skus')}</h2>
          <SpecEditor
            label={t('merchant:goods_form.spec')}
            groups={spec}
            onChange={changeSpec}
            validation={shown('spec')}
          />
          <SkuTable
            differences={differences}
            entries={entries}
            onChange={(difference, entry) =>
              setEntries((current) => ({ ...current, [difference]: entry }))
            }
            validation={refusal ?? undefined}
            layout={layout}
            symbol={money.symbolBeside(<span>{money.currency.symbol}</span>)}
          />
          <TextField
            label={t('merchant:goods_form.stock_alert')}
            description={t('merchant:goods_form.stock_alert_hint')}
            name="stock_alert"
            inputMode="numeric"
            value={stockAlert}
            onChange={setStockAlert}
            validation={shown('stock_alert')}
          />
        </Panel>
        <Panel aria-labelledby="goods-form-sale">
          <h2 id="goods-form-sale">{t('merchant:goods_form.sale')}</h2>
          <RadioGroup
            label={t('merchant:goods_form.freight')}
            value={freightMode}
            onChange={(value) => setFreightMode(value === 'fixed' ? 'fixed' : 'free')}
          >
            <Radio value="free">{t('merchant:goods_form.freight_free')}</Radio>
            <Radio value="fixed">{t('merchant:goods_form.freight_fixed')}</Radio>
          </RadioGroup>
          {freightMode === 'fixed' ? (
            <TextField
              label={t('merchant:goods_form.freight_amount')}
              name="freight"
              inputMode="decimal"
              value={freight}
              onChange={setFreight}
              {...money.symbolBeside(<span>{money.currency.symbol}</span>)}
              validation={shown('freight')}
            />
          ) : null}
          <RadioGroup
            label={t('merchant:goods_form.status')}
            value={status}
            onChange={(value) => setStatus(value === 'hidden' ? 'hidden' : 'normal')}
          >
            {GOODS_STATUSES.map((value) => (
              <Radio key={value} value={value}>
                {t(goodsStatusKey(value))}
              </Radio>
            ))}
          </RadioGroup>
          <Button
            type="submit"
            size="lg"
            fullWidth={layout === 'mobile'}
            isLoading={create.isMutating || edit.isMutating}
          >
            {t('common:action.save')}
          </Button>
        </Panel>
      </Column>
    </form>
  );
}

/**
 * `/mt/goods_edit/{id?}`: the form of one of the shop's own goods (without an id, a new one):
 * category, title and texts, photos in order (uploaded with progress as they are chosen; the first
 * is the cover), specification groups and the SKU table of their combinations (price and market
 * price in the user's currency, stock, code), freight, on sale or in the warehouse, and the
 * low-stock threshold. The domain's `validateOwnGoods` checks it before sending; its refusal shows
 * translated on the field. Goods from the wholesale market are priced on their price page instead.
 */
export function GoodsFormScreen() {
  const { t } = useTranslation();
  const { id, info, goods } = useRouteGoodsInfo();
  const heading = t(id ? 'merchant:goods_form.title_edit' : 'merchant:goods_form.title_new');

  let body;
  if (!id) {
    body = <GoodsForm goods={null} />;
  } else if (info.error && !goods) {
    body = <GoodsInfoFailed onRetry={() => void info.mutate()} />;
  } else if (!goods) {
    body = (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="240px" />
        <Skeleton height="240px" />
      </SkeletonGroup>
    );
  } else if (goods.market_goods_id !== null) {
    body = (
      <EmptyState
        message={t('errors:goods_from_market')}
        action={<Link to={`/mt/goods_price/${goods.id}`}>{t('merchant:goods.set_price')}</Link>}
      />
    );
  } else {
    body = <GoodsForm key={goods.id} goods={goods} />;
  }
  return <Page title={heading}>{body}</Page>;
}
