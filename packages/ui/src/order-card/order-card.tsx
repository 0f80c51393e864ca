import type { ReactNode } from 'react';
import type { CurrencyEntry, GoodsRefundStatus, MoneyValue, OrderState } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { Icon } from '../icon/icon.js';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { CurrencyPrice } from '../price/price.js';
import { GoodsRefundStatusChip, OrderStatusChip } from '../status-chip/status-chip.js';
import { DetailsLink, Root } from './order-card.styles.js';

/** One goods line of an order. */
export interface OrderLine {
  /** A key of the line. */
  id: number | string;
  /** The goods title. */
  title: string;
  /** The picture's address. */
  image: string;
  /** The specification (`Red / L`). */
  spec?: string;
  /** The unit price, stored amount. */
  price: MoneyValue;
  /** The quantity. */
  number: number;
  /** The line's refund status, when a refund touched it. */
  refundStatus?: GoodsRefundStatus;
}

/** An action button of the card. */
export interface OrderCardAction {
  /** Identifies the action in `onAction` (a domain `BuyerOrderAction` or `MerchantOrderAction`). */
  id: string;
  /** The label, already translated (`t(buyerActionKey(action))`). */
  label: string;
  /** The main action (pay, confirm receipt, ship) is filled. @default false */
  isPrimary?: boolean;
}

/** Props of `OrderCard`. */
export interface OrderCardProps {
  /** The shop's name. */
  shopName: string;
  /** The order's state (the domain's name). */
  state: OrderState;
  /** The goods lines. */
  lines: readonly OrderLine[];
  /** The amount paid or to pay, stored amount. */
  total: MoneyValue;
  /** The display currency. */
  currency: CurrencyEntry;
  /** The order details page's address. */
  href: string;
  /** The buttons, from the domain's actions of the state. */
  actions?: readonly OrderCardAction[];
  /** Called with the pressed action's id (confirm first when the domain asks to). */
  onAction?: (id: string) => void;
  /** A line above the footer: the merchant's `DeliveryCountdown`, a notice. */
  notice?: ReactNode;
}

/**
 * An order in a list: shop and status, its goods with any refund status, the total, and the
 * actions of its state.
 */
export function OrderCard({
  shopName,
  state,
  lines,
  total,
  currency,
  href,
  actions = [],
  onAction,
  notice,
}: OrderCardProps) {
  const { t } = useTranslation('ui');
  const count = lines.reduce((sum, line) => sum + line.number, 0);
  return (
    <Root data-state={state}>
      <header>
        <h3>
          <Icon name="shop" />
          {shopName}
        </h3>
        <OrderStatusChip state={state} />
      </header>
      <ul>
        {lines.map((line) => (
          <li key={line.id} data-part="line">
            <div data-part="media">
              <LazyImage src={line.image} alt="" ratio={1} radius="8px" />
            </div>
            <div data-part="text">
              <span data-part="title">{line.title}</span>
              {line.spec ? <span data-part="spec">{line.spec}</span> : null}
              {line.refundStatus ? <GoodsRefundStatusChip status={line.refundStatus} /> : null}
            </div>
            <div data-part="end">
              <CurrencyPrice amount={line.price} currency={currency} size="sm" variant="plain" />
              <span data-part="number">×{line.number}</span>
            </div>
          </li>
        ))}
      </ul>
      <div data-part="total">
        <span>{t('order.total', { count })}</span>
        <CurrencyPrice amount={total} currency={currency} />
      </div>
      {notice}
      <footer>
        <DetailsLink href={href}>
          {t('order.details')}
          <Icon name="forward" />
        </DetailsLink>
        {actions.length > 0 ? (
          <div data-part="actions">
            {actions.map((action) => (
              <Button
                key={action.id}
                size="sm"
                variant={action.isPrimary ? 'primary' : 'outline'}
                onPress={() => onAction?.(action.id)}
              >
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
      </footer>
    </Root>
  );
}
