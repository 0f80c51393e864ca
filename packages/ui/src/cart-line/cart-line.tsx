import { specValuesText, type CartProduct, type CurrencyEntry } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../checkbox/checkbox.js';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { CurrencyPrice } from '../price/price.js';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper.js';
import { Root, Title } from './cart-line.styles.js';

/** Props of `CartLine`. */
export interface CartLineProps {
  /** The cart line (the domain's `CartProduct`). */
  line: CartProduct;
  /** The display currency. */
  currency: CurrencyEntry;
  /** The goods page's address. */
  href: string;
  /** Called when the line is ticked or unticked (dispatch the cart's tick action). */
  onCheckedChange: (checked: boolean) => void;
  /** Called with the new quantity (dispatch the cart's increase or decrease). */
  onQuantityChange: (quantity: number) => void;
  /** The stock, the stepper's maximum. */
  maxQuantity?: number;
  /** Disable the controls while the cart saves. @default false */
  isDisabled?: boolean;
}

/**
 * One line of the cart: tick, picture, title, specification, unit price and the quantity stepper
 * (− disabled at 1 by the domain's rule). The line's state comes from the domain's cart.
 */
export function CartLine({
  line,
  currency,
  href,
  onCheckedChange,
  onQuantityChange,
  maxQuantity,
  isDisabled = false,
}: CartLineProps) {
  const { t } = useTranslation('ui');
  const spec = line.sku.difference ? specValuesText(line.sku.difference) : undefined;
  return (
    <Root data-checked={line.checked || undefined}>
      <Checkbox
        shape="round"
        isSelected={line.checked}
        onChange={onCheckedChange}
        isDisabled={isDisabled}
        aria-label={t('cart.select_line', { title: line.title })}
      />
      <div data-part="media">
        <LazyImage src={line.image} alt="" ratio={1} radius="8px" />
      </div>
      <div data-part="body">
        <Title href={href}>{line.title}</Title>
        {spec ? <span data-part="sku">{spec}</span> : null}
        <div data-part="row">
          <CurrencyPrice amount={line.sku.price} currency={currency} />
          <QuantityStepper
            value={line.number}
            onChange={onQuantityChange}
            max={maxQuantity}
            isDisabled={isDisabled}
            aria-label={t('cart.quantity_of', { title: line.title })}
          />
        </div>
      </div>
    </Root>
  );
}
