import { useTranslation } from 'react-i18next';
import { buildPath, type Cart, type CurrencyEntry } from '@bazaar/domain';
import { CartShopGroup, Stack } from '@bazaar/ui';
import type { CartActions } from '../../../features/cart/index.js';

/** Props of {@link CartShops}. */
export interface CartShopsProps {
  cart: Cart;
  currency: CurrencyEntry;
  actions: CartActions;
  /**
   * Runs a quantity change. The steppers stay enabled meanwhile: disabling a stepper that has
   * focus makes it commit its old text as a new quantity.
   */
  onQuantity(change: () => Promise<boolean>): void;
}

/** The cart's shop groups (`CartShopGroup` of `@bazaar/ui`), wired to the cart actions. */
export function CartShops({ cart, currency, actions, onQuantity }: CartShopsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={3} role="list" aria-label={t('shop:cart.lines')}>
      {cart.list.map((shop) => (
        <div role="listitem" key={shop.shop_id}>
          <CartShopGroup
            shop={shop}
            currency={currency}
            shopHref={buildPath('/shop/:id', { id: shop.shop_id })}
            lineHref={(line) => buildPath('/goods/:id', { id: line.goods_id })}
            onShopCheckedChange={(checked) => actions.tickShop(shop.shop_id, checked)}
            onLineCheckedChange={(line, checked) => actions.tick(line, checked)}
            onQuantityChange={(line, quantity) =>
              onQuantity(() =>
                quantity > line.number ? actions.increase(line) : actions.decrease(line),
              )
            }
          />
        </div>
      ))}
    </Stack>
  );
}
