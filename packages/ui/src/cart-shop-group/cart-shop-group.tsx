import { useId } from 'react';
import type { CartProduct, CartShop, CurrencyEntry } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { CartLine } from '../cart-line/cart-line.js';
import { Checkbox } from '../checkbox/checkbox.js';
import { Icon } from '../icon/icon.js';
import { Root, ShopLink } from './cart-shop-group.styles.js';

/** Props of `CartShopGroup`. */
export interface CartShopGroupProps {
  /** The shop group (the domain's `CartShop`, derived fields computed by the domain). */
  shop: CartShop;
  /** The display currency. */
  currency: CurrencyEntry;
  /** The shop page's address. */
  shopHref: string;
  /** The goods page's address of a line. */
  lineHref: (line: CartProduct) => string;
  /** Called when the whole shop is ticked or unticked. */
  onShopCheckedChange: (checked: boolean) => void;
  /** Called when a line is ticked or unticked. */
  onLineCheckedChange: (line: CartProduct, checked: boolean) => void;
  /** Called with a line's new quantity. */
  onQuantityChange: (line: CartProduct, quantity: number) => void;
  /** Disable the controls while the cart saves. @default false */
  isDisabled?: boolean;
}

/**
 * A shop's lines in the cart under a shop tick: ticked when the domain says every line is
 * (`check`), partly ticked (`mixed`) when some are (`choose`).
 */
export function CartShopGroup({
  shop,
  currency,
  shopHref,
  lineHref,
  onShopCheckedChange,
  onLineCheckedChange,
  onQuantityChange,
  isDisabled = false,
}: CartShopGroupProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <header>
        <Checkbox
          shape="round"
          isSelected={shop.check}
          isIndeterminate={!shop.check && shop.choose > 0}
          onChange={onShopCheckedChange}
          isDisabled={isDisabled}
          aria-label={t('cart.select_shop', { name: shop.shop_name })}
        />
        <h2 id={headingId}>
          <ShopLink href={shopHref}>
            <Icon name="shop" />
            {shop.shop_name}
            <Icon name="forward" />
          </ShopLink>
        </h2>
      </header>
      <ul>
        {shop.products.map((line) => (
          <li key={`${line.goods_id}-${line.sku_id}`}>
            <CartLine
              line={line}
              currency={currency}
              href={lineHref(line)}
              onCheckedChange={(checked) => onLineCheckedChange(line, checked)}
              onQuantityChange={(quantity) => onQuantityChange(line, quantity)}
              isDisabled={isDisabled}
            />
          </li>
        ))}
      </ul>
    </Root>
  );
}
