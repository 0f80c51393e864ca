import { useTranslation } from 'react-i18next';
import type { VoucherItem } from '@bazaar/api/contract';
import type { SettlementShop } from '../../../features/order/index.js';
import type { OrderTotals } from '@bazaar/domain';
import { CurrencyPrice, LazyImage, Select, TextField } from '@bazaar/ui';
import { GoodsList, Panel, Rows, specText } from '../../../features/order/index.js';
import { useMoney } from '../../../features/wallet/index.js';

/** Props of {@link ShopSection}. */
export interface ShopSectionProps {
  /** One shop's part of the confirmation (one order). */
  shop: SettlementShop;
  /** Its totals (domain `shopOrderTotals`). */
  totals: OrderTotals;
  /** The remarks typed for the shop. */
  remarks: string;
  onRemarksChange: (remarks: string) => void;
  /** The caller's vouchers usable with this shop's order (domain `usableVouchers`). */
  vouchers: readonly VoucherItem[];
  /** The chosen voucher's id, null for none. */
  voucherId: number | null;
  onVoucherChange: (id: number | null) => void;
}

const NO_VOUCHER = 'none';

/** One shop's order: its goods, the remarks for the shop, a voucher, and its totals. */
export function ShopSection({
  shop,
  totals,
  remarks,
  onRemarksChange,
  vouchers,
  voucherId,
  onVoucherChange,
}: ShopSectionProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const headingId = `order-confirm-shop-${shop.shop_id}`;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{shop.shop.shopname}</h2>
      <GoodsList aria-label={t('order:confirm.goods_of', { shop: shop.shop.shopname })}>
        {shop.products.map((product) => (
          <li key={`${product.goods_id}:${product.sku_id}`}>
            <LazyImage src={product.image} alt="" ratio={1} radius="8px" />
            <div data-part="text">
              <span>{product.title}</span>
              {product.difference ? (
                <span data-part="spec">{specText(product.difference)}</span>
              ) : null}
            </div>
            <div data-part="end">
              <CurrencyPrice amount={product.price} currency={money.currency} size="sm" />
              <span>×{product.number}</span>
            </div>
          </li>
        ))}
      </GoodsList>
      <Select
        label={t('order:confirm.voucher')}
        options={[
          { id: NO_VOUCHER, label: t('order:confirm.no_voucher') },
          ...vouchers.map((voucher) => ({
            id: String(voucher.id),
            label: voucher.name,
            detail: t('order:confirm.voucher_detail', {
              amount: money.format(voucher.amount),
              threshold: money.format(voucher.threshold),
            }),
          })),
        ]}
        selectedKey={voucherId === null ? NO_VOUCHER : String(voucherId)}
        onSelectionChange={(id) => onVoucherChange(id === NO_VOUCHER ? null : Number(id))}
        description={t('order:confirm.voucher_note')}
        isDisabled={vouchers.length === 0}
      />
      <TextField
        label={t('order:confirm.remarks')}
        name={`remarks-${shop.shop_id}`}
        value={remarks}
        onChange={onRemarksChange}
        maxLength={200}
        placeholder={t('order:confirm.remarks_placeholder')}
      />
      <Rows>
        <dt>{t('order:amount.goods_total')}</dt>
        <dd>{money.format(totals.goodsTotal)}</dd>
        <dt>{t('order:amount.freight')}</dt>
        <dd>{money.format(totals.freight)}</dd>
        <dt>{t('order:amount.subtotal')}</dt>
        <dd data-emphasis>{money.format(totals.total)}</dd>
      </Rows>
    </Panel>
  );
}
