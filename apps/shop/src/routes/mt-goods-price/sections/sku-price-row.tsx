import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantGoodsInfo } from '@bazaar/api/contract';
import { isNegative, unitMargin, type Layout, type ValidationResult } from '@bazaar/domain';
import { TextField } from '@bazaar/ui';
import type { MoneyFormat } from '../../../features/wallet/index.js';

/** Props of {@link SkuPriceRow}. */
export interface SkuPriceRowProps {
  /** The SKU. */
  sku: MerchantGoodsInfo['skus'][number];
  /** What the merchant typed, in their currency. */
  entered: string;
  /** The entry as a wire amount (null while it is not an amount). */
  wire: string | null;
  /** Called with the new entry. */
  onChange: (value: string) => void;
  /** Amounts in the user's currency. */
  money: MoneyFormat;
  /** A table row (desktop) or a card of a list (mobile). */
  layout: Layout;
  /** A refusal of this SKU's price. */
  validation?: ValidationResult;
}

/**
 * One SKU's price: what it costs at wholesale (paid to the platform when an order ships) and the
 * platform's suggested retail price beside the merchant's own price, and what one unit earns at
 * that price before it is saved (negative under cost). Own goods have no wholesale cost.
 */
export function SkuPriceRow({
  sku,
  entered,
  wire,
  onChange,
  money,
  layout,
  validation,
}: SkuPriceRowProps) {
  const { t } = useTranslation();
  const name = sku.difference || t('merchant:price.default_sku');
  const margin =
    wire === null
      ? null
      : sku.wholesale_price === null
        ? wire
        : unitMargin(sku.wholesale_price, wire);
  const loss = margin !== null && isNegative(margin);
  const cells: readonly (readonly [string, string, ReactNode])[] = [
    [
      'wholesale',
      t('merchant:price.wholesale'),
      sku.wholesale_price === null
        ? t('merchant:price.own_goods')
        : money.format(sku.wholesale_price),
    ],
    [
      'retail',
      t('merchant:price.retail'),
      sku.retail_price === null ? '—' : money.format(sku.retail_price),
    ],
    [
      'price',
      t('merchant:price.your_price'),
      <TextField
        key="price"
        name={`price-${sku.id}`}
        aria-label={t('merchant:price.your_price_of', { sku: name })}
        inputMode="decimal"
        value={entered}
        onChange={onChange}
        validation={validation}
        {...money.symbolBeside(<span aria-hidden="true">{money.currency.symbol}</span>)}
      />,
    ],
    [
      'profit',
      t('merchant:price.profit'),
      <span key="profit" data-tone={loss ? 'loss' : 'profit'}>
        <output aria-label={t('merchant:price.profit_of', { sku: name })}>
          {margin === null ? '—' : money.format(margin)}
        </output>
        {loss ? <span data-part="warning"> {t('merchant:price.below_cost')}</span> : null}
      </span>,
    ],
    ['stock', t('merchant:price.stock'), sku.stock],
  ];

  if (layout === 'desktop') {
    return (
      <tr>
        <th scope="row">{name}</th>
        {cells.map(([id, , value]) => (
          <td key={id}>{value}</td>
        ))}
      </tr>
    );
  }
  return (
    <li>
      <h3>{name}</h3>
      <dl>
        {cells.map(([id, label, value]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
