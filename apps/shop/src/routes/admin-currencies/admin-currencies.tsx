import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { admin, common, type ResponseOf } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import {
  LANGUAGE_CODES,
  VALID,
  formatDisplayAmount,
  validateCurrencyForm,
  type LanguageCode,
  type ValidationResult,
} from '@bazaar/domain';
import { Button, TextField, dataTable, useLayout, vars, StateView } from '@bazaar/ui';
import { useServices } from '../../app/index.js';
import {
  AdminPage,
  Card,
  Fields,
  FormDialog,
  Hidden,
  ListLoading,
  Note,
  fieldResult,
  focusNamed,
  useSaving,
} from '../../features/admin/index.js';
import { DateTime } from '../../features/time/index.js';
import { bareList } from '../../app/layout/bare-list.js';

type Currency = ResponseOf<typeof admin.currencies>['list'][number];

/** A stored amount to show what a rate does. */
const EXAMPLE_AMOUNT = '100';

const Table = styled.table`
  --cell-padding: ${vars.space[4]} ${vars.space[5]};
  ${dataTable}
  background: ${vars.color.bgSurface};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.card};

  & tbody th {
    color: ${vars.color.textSecondary};
    font-weight: ${vars.fontWeight.medium};
  }
  & tr:last-child td {
    border-bottom: none;
  }
`;

const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  ${bareList}
`;

/** The form of a language's currency. */
type Form = { code: string; symbol: string; rate: string };

/** What a rate makes of the example amount, or '' while the rate is not a valid one. */
function example(form: Form, language: LanguageCode): string {
  // Only the rate matters here: the domain's rule is asked about it alone.
  const rate = validateCurrencyForm({ language, code: 'XXX', symbol: '-', rate: form.rate });
  if (!rate.ok) return '';
  return formatDisplayAmount(EXAMPLE_AMOUNT, {
    language,
    symbol: form.symbol,
    rate: form.rate,
    code: form.code.trim(),
  });
}

/**
 * `/admin/currencies`: the currency of each of the 13 interface languages (spec section 1: a
 * symbol and a rate per language, falling back to English's): what is set, what a stored amount
 * shows as, and a language without its own currency marked as using English's. Setting one
 * checks the domain's `validateCurrencyForm` first. A table on desktop, cards on mobile.
 */
export function AdminCurrenciesScreen() {
  const { t } = useTranslation();
  const layout = useLayout();
  const { client } = useServices();
  const read = useEndpoint(admin.currencies, undefined);
  const saving = useSaving([admin.currencies, common.info]);
  const [editing, setEditing] = useState<LanguageCode | null>(null);
  const [form, setForm] = useState<Form>({ code: '', symbol: '', rate: '' });
  const [validation, setValidation] = useState<ValidationResult>(VALID);
  const fields = useRef<HTMLDivElement>(null);

  const byLanguage = new Map((read.data?.list ?? []).map((entry) => [entry.language, entry]));
  const languageName = (language: LanguageCode) => t(`common:language.${language}`);

  const edit = (language: LanguageCode) => {
    const current = byLanguage.get(language);
    setForm({
      code: current?.code ?? '',
      symbol: current?.symbol ?? '',
      rate: current?.rate ?? '',
    });
    setValidation(VALID);
    setEditing(language);
  };

  const submit = async () => {
    if (!editing) return false;
    const body = {
      language: editing,
      code: form.code.trim().toUpperCase(),
      symbol: form.symbol,
      rate: form.rate.trim(),
    };
    const result = validateCurrencyForm(body);
    setValidation(result);
    if (!result.ok) {
      focusNamed(fields.current, result.field);
      return false;
    }
    return saving.save(() => client.call(admin.saveCurrency, body), 'admin:currencies.saved');
  };

  const shows = (entry: Currency | undefined, language: LanguageCode) =>
    entry ? example(entry, language) : t('admin:currencies.uses_english');

  const editButton = (language: LanguageCode) => (
    <Button
      variant="outline"
      size="sm"
      onPress={() => edit(language)}
      aria-label={t('admin:currencies.edit_label', { language: languageName(language) })}
    >
      {byLanguage.has(language) ? t('common:action.edit') : t('admin:currencies.set')}
    </Button>
  );

  let content;
  if (read.error && !read.data) {
    content = (
      <StateView
        state="failed"
        failedMessage={t('admin:currencies.load_failed')}
        onRetry={() => void read.mutate()}
      />
    );
  } else if (!read.data) {
    content = <ListLoading />;
  } else if (layout === 'desktop') {
    content = (
      <Table>
        <caption>
          <Hidden>{t('admin:nav.currencies')}</Hidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin:currencies.language')}</th>
            <th scope="col">{t('admin:currencies.code')}</th>
            <th scope="col">{t('admin:currencies.symbol')}</th>
            <th scope="col">{t('admin:currencies.rate')}</th>
            <th scope="col">{t('admin:currencies.example', { amount: EXAMPLE_AMOUNT })}</th>
            <th scope="col">{t('admin:currencies.updated')}</th>
            <th scope="col">
              <Hidden>{t('admin:currencies.actions')}</Hidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {LANGUAGE_CODES.map((language) => {
            const entry = byLanguage.get(language);
            return (
              <tr key={language}>
                <th scope="row">{languageName(language)}</th>
                <td>{entry?.code ?? '–'}</td>
                <td>{entry?.symbol ?? '–'}</td>
                <td>{entry?.rate ?? '–'}</td>
                <td>{shows(entry, language)}</td>
                <td>{entry ? <DateTime value={entry.updatetime} /> : '–'}</td>
                <td>{editButton(language)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    );
  } else {
    content = (
      <CardList aria-label={t('admin:nav.currencies')}>
        {LANGUAGE_CODES.map((language) => {
          const entry = byLanguage.get(language);
          return (
            <li key={language}>
              <Card aria-labelledby={`currency-${language}`}>
                <header>
                  <h3 id={`currency-${language}`}>{languageName(language)}</h3>
                  {editButton(language)}
                </header>
                <Fields>
                  {entry ? (
                    <>
                      <dt>{t('admin:currencies.code')}</dt>
                      <dd>{entry.code}</dd>
                      <dt>{t('admin:currencies.symbol')}</dt>
                      <dd>{entry.symbol}</dd>
                      <dt>{t('admin:currencies.rate')}</dt>
                      <dd>{entry.rate}</dd>
                    </>
                  ) : null}
                  <dt>{t('admin:currencies.example', { amount: EXAMPLE_AMOUNT })}</dt>
                  <dd>{shows(entry, language)}</dd>
                </Fields>
              </Card>
            </li>
          );
        })}
      </CardList>
    );
  }

  const preview = editing ? example(form, editing) : '';
  return (
    <AdminPage title={t('admin:nav.currencies')}>
      <Note>{t('admin:currencies.intro')}</Note>
      {content}
      <FormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={t('admin:currencies.form_title', { language: editing ? languageName(editing) : '' })}
        confirmLabel={t('common:action.save')}
        isSending={saving.isBusy}
        onSubmit={submit}
        fieldsRef={fields}
      >
        <TextField
          label={t('admin:currencies.code')}
          name="code"
          value={form.code}
          onChange={(code) => setForm((current) => ({ ...current, code }))}
          description={t('admin:currencies.code_help')}
          validation={fieldResult(validation, 'code')}
          maxLength={3}
        />
        <TextField
          label={t('admin:currencies.symbol')}
          name="symbol"
          value={form.symbol}
          onChange={(symbol) => setForm((current) => ({ ...current, symbol }))}
          validation={fieldResult(validation, 'symbol')}
          maxLength={8}
        />
        <TextField
          label={t('admin:currencies.rate')}
          name="rate"
          inputMode="decimal"
          value={form.rate}
          onChange={(rate) => setForm((current) => ({ ...current, rate }))}
          description={t('admin:currencies.rate_help')}
          validation={fieldResult(validation, 'rate')}
          maxLength={24}
        />
        {preview ? (
          <p aria-live="polite">
            {t('admin:currencies.preview', { amount: EXAMPLE_AMOUNT, shown: preview })}
          </p>
        ) : null}
      </FormDialog>
    </AdminPage>
  );
}
