import { useTranslation } from 'react-i18next';
import type { VoucherItem } from '@bazaar/api/contract';
import type { SettlementShop } from '../../../features/order/index.js';
import { isPositive, subtract, type OrderTotals, specValuesText } from '@bazaar/domain';
import { CurrencyPrice, LazyImage, Select, TextField } from '@bazaar/ui';
import { GoodsList, Panel, Rows } from '../../../features/order/index.js';
import { useMoney } from '../../../features/wallet/index.js';
import { Detail } from '../../../features/record/detail.js';

/** Props of {@link ShopSection}. */
export interface ShopSectionProps {
  /** One shop's part of the confirmation (one order). */
  shop: SettlementShop;
  /** Its totals (domain `shopOrderTotals`). */
  totals: OrderTotals;
  /** The remarks typed for the shop. */
  remarks: string;
  onRemarksChange: (remarks: string) => void;
  /** The caller's vouchers usable with this shop's order (the confirmation's `coupons`). */
  vouchers: readonly (VoucherItem & { discount: string })[];
  /** The chosen voucher (its `coupon_id`), null for none. */
  voucherId: number | null;
  onVoucherChange: (id: number | null) => void;
  /** Vouchers chosen for another shop's order (a voucher goes with one order only). */
  takenIds: readonly number[];
  /** The discount of the chosen voucher (domain `voucherDiscount`). */
  discount: string;
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
  takenIds,
  discount,
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
                <span data-part="spec">{specValuesText(product.difference)}</span>
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
            id: String(voucher.coupon_id),
            label: `${voucher.name} (${t('order:confirm.voucher_save', {
              amount: money.format(voucher.discount),
            })})`,
            detail: takenIds.includes(voucher.coupon_id)
              ? t('order:confirm.voucher_in_use')
              : t('order:confirm.voucher_detail', {
                  amount: money.format(voucher.amount),
                  threshold: money.format(voucher.threshold),
                }),
            isDisabled: takenIds.includes(voucher.coupon_id),
          })),
        ]}
        selectedKey={voucherId === null ? NO_VOUCHER : String(voucherId)}
        onSelectionChange={(id) => onVoucherChange(id === NO_VOUCHER ? null : Number(id))}
        description={vouchers.length === 0 ? t('order:confirm.voucher_none_usable') : undefined}
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
        <Detail label={t('order:amount.discount')}>
          {isPositive(discount) ? <>-{money.format(discount)}</> : null}
        </Detail>
        <dt>{t('order:amount.subtotal')}</dt>
        <dd data-emphasis>{money.format(subtract(totals.total, discount))}</dd>
      </Rows>
    </Panel>
  );
}
