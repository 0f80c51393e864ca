import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Layout, ValidationResult } from '@bazaar/domain';
import { TextField } from '@bazaar/ui';
import { SkuCards, SkuError, SkuGrid } from './sku-table.styles.js';

/** What the merchant typed for one combination. */
export interface SkuEntry {
  price: string;
  market_price: string;
  stock: string;
  code: string;
}

/** An empty entry (a new combination). */
export const EMPTY_SKU: SkuEntry = { price: '', market_price: '', stock: '', code: '' };

/** The fields of an entry, in table order. */
const FIELDS = ['price', 'market_price', 'stock', 'code'] as const;

/** Props of {@link SkuTable}. */
export interface SkuTableProps {
  /** The combinations (`"White,M"`; '' for goods without specs), in spec order. */
  differences: readonly string[];
  /** The entries by combination. */
  entries: Readonly<Record<string, SkuEntry>>;
  /** Called when a field of a combination changes. */
  onChange: (difference: string, entry: SkuEntry) => void;
  /** A domain refusal of the form: shown on the field of the combination it names. */
  validation?: ValidationResult;
  layout: Layout;
  /**
   * The currency symbol prices are typed in, as the input's start or end content (the side the
   * language writes it: `useMoney().symbolBeside`).
   */
  symbol: { startContent: ReactNode } | { endContent: ReactNode };
}

/**
 * The SKU table of the goods form: one row (desktop) or card (mobile) per combination of the spec
 * values, with its price and market price (typed in the user's currency), stock and optional
 * code. A domain refusal about one combination shows on that combination's field; one about the
 * SKUs as a whole shows above them.
 */
export function SkuTable({
  differences,
  entries,
  onChange,
  validation,
  layout,
  symbol,
}: SkuTableProps) {
  const { t } = useTranslation();
  const refused = validation && !validation.ok ? validation : null;
  const nameOf = (difference: string) =>
    difference === '' ? t('merchant:price.default_sku') : difference.split(',').join(' / ');
  const fieldValidation = (difference: string, field: string) =>
    refused && refused.field === field && refused.details?.difference === difference
      ? refused
      : undefined;
  const label = (field: (typeof FIELDS)[number]) => t(`merchant:goods_form.${field}`);

  const field = (difference: string, name: (typeof FIELDS)[number], showLabel: boolean) => {
    const entry = entries[difference] ?? EMPTY_SKU;
    return (
      <TextField
        label={showLabel ? label(name) : undefined}
        aria-label={
          showLabel
            ? undefined
            : t('merchant:goods_form.field_of', { field: label(name), sku: nameOf(difference) })
        }
        name={`${name}-${difference}`}
        value={entry[name]}
        inputMode={name === 'stock' ? 'numeric' : name === 'code' ? 'text' : 'decimal'}
        maxLength={name === 'code' ? 40 : 12}
        {...(name === 'price' || name === 'market_price' ? symbol : {})}
        validation={fieldValidation(difference, name)}
        onChange={(value) => onChange(difference, { ...entry, [name]: value })}
      />
    );
  };

  const whole =
    refused && refused.field === 'skus' ? (
      <SkuError role="alert">{t(refused.messageKey, { ...refused.details })}</SkuError>
    ) : null;

  if (layout === 'desktop') {
    return (
      <>
        {whole}
        <SkuGrid>
          <thead>
            <tr>
              <th scope="col">{t('merchant:price.sku')}</th>
              {FIELDS.map((name) => (
                <th scope="col" key={name}>
                  {label(name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {differences.map((difference) => (
              <tr key={difference}>
                <th scope="row">{nameOf(difference)}</th>
                {FIELDS.map((name) => (
                  <td key={name}>{field(difference, name, false)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </SkuGrid>
      </>
    );
  }
  return (
    <>
      {whole}
      <SkuCards>
        {differences.map((difference) => (
          <li key={difference} aria-label={nameOf(difference)}>
            <h3>{nameOf(difference)}</h3>
            <div data-part="fields">
              {FIELDS.map((name) => (
                <div key={name}>{field(difference, name, true)}</div>
              ))}
            </div>
          </li>
        ))}
      </SkuCards>
    </>
  );
}
