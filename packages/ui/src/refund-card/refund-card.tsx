import {
  REFUND_TYPE_OPTIONS,
  type CurrencyEntry,
  type MoneyValue,
  type RefundState,
  type RefundType,
} from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { DetailsLink, Root } from '../order-card/order-card.styles.js';
import type { OrderCardAction } from '../order-card/order-card.js';
import { CurrencyPrice } from '../price/price.js';
import { RefundStatusChip } from '../status-chip/status-chip.js';

/** Props of `RefundCard`. */
export interface RefundCardProps {
  /** The shop's name. */
  shopName: string;
  /** The refund's state (the domain's name). */
  state: RefundState;
  /** The refunded goods. */
  goods: { title: string; image: string; spec?: string };
  /** Refund only, or return and refund. */
  type: RefundType;
  /** The refund amount, stored amount. */
  amount: MoneyValue;
  /** The display currency. */
  currency: CurrencyEntry;
  /** The refund details page's address. */
  href: string;
  /** The seller's reason for a refusal. */
  refusalReason?: string;
  /** The buttons, from the domain's refund actions of the state. */
  actions?: readonly OrderCardAction[];
  /** Called with the pressed action's id. */
  onAction?: (id: string) => void;
}

/** A refund in a list: shop and state (tone from the domain), goods, type, amount and actions. */
export function RefundCard({
  shopName,
  state,
  goods,
  type,
  amount,
  currency,
  href,
  refusalReason,
  actions = [],
  onAction,
}: RefundCardProps) {
  const { t } = useTranslation();
  const typeKey = REFUND_TYPE_OPTIONS.find((option) => option.name === type)?.labelKey;
  return (
    <Root data-state={state}>
      <header>
        <h3>{shopName}</h3>
        <RefundStatusChip state={state} />
      </header>
      <div data-part="line">
        <div data-part="media">
          <LazyImage src={goods.image} alt="" ratio={1} radius="8px" />
        </div>
        <div data-part="text">
          <span data-part="title">{goods.title}</span>
          {goods.spec ? <span data-part="spec">{goods.spec}</span> : null}
          {typeKey ? <span data-part="spec">{t(typeKey)}</span> : null}
        </div>
      </div>
      <div data-part="total">
        <span>{t('ui:refund.amount')}</span>
        <CurrencyPrice amount={amount} currency={currency} />
      </div>
      {refusalReason ? (
        <p data-part="spec">{t('ui:refund.refusal', { reason: refusalReason })}</p>
      ) : null}
      <footer>
        <DetailsLink href={href}>{t('ui:refund.details')}</DetailsLink>
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
