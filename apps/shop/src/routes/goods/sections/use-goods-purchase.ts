import { useLocation, useNavigate } from 'react-router-dom';
import { product, type GoodsDetail, type SkuItem } from '@bazaar/api/contract';
import { useEndpointMutation } from '@bazaar/api/swr';
import { ORDER_CONFIRM_PATH } from '@bazaar/domain';
import { loginPath, useNotify } from '../../../app/index.js';
import { useCartActions } from '../../../features/cart/index.js';
import {
  differenceValues,
  missingSpec,
  type SpecChoice,
} from '../../../features/catalogue/index.js';
import { setPendingOrder, useSession, useStore } from '../../../state/index.js';

/** What the goods page's buttons do, in both layouts (the desktop buy box, the phone's bar and sheet). */
export interface GoodsPurchase {
  /** The chosen SKU is sold out, or the goods is. */
  soldOut: boolean;
  /** The first specification still without a value, if any. */
  missing: string | undefined;
  /** Adds the chosen SKU and quantity to the cart; answers whether it was added. */
  addToCart(): Promise<boolean>;
  /** Buys the chosen SKU and quantity now (a visitor is sent to log in first). */
  buyNow(): void;
  /** Toggles the favourite (a visitor is sent to log in first). */
  toggleFavourite(): Promise<void>;
  /** The favourite is saving. */
  isFavouriteSaving: boolean;
}

/**
 * Add to cart, buy now and the favourite of the goods page. Adding or buying without a full
 * choice asks for the missing specification; buying now and the favourite need a login (the user
 * is sent to log in and comes back).
 */
export function useGoodsPurchase({
  goods,
  choice,
  sku,
  quantity,
  onFollowChange,
}: {
  goods: GoodsDetail;
  choice: SpecChoice;
  sku: SkuItem | undefined;
  quantity: number;
  onFollowChange(isFollow: boolean): void;
}): GoodsPurchase {
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const store = useStore();
  const { isLoggedIn } = useSession();
  const cart = useCartActions();
  const follow = useEndpointMutation(product.follow);
  const missing = missingSpec(goods, choice);

  const needLogin = () => {
    notify.error('errors:login_required');
    void navigate(loginPath(pathname));
  };
  const chosenSku = () => {
    if (missing !== undefined || !sku) {
      notify.error('shop:goods.choose_spec', { name: missing ?? goods.spec[0]?.name ?? '' });
      return null;
    }
    return sku;
  };

  return {
    soldOut: goods.stock === 0 || sku?.stock === 0,
    missing,
    isFavouriteSaving: follow.isMutating,
    async addToCart() {
      const chosen = chosenSku();
      if (!chosen) return false;
      const added = await cart.add({
        shop_id: goods.shop.id,
        shop_name: goods.shop.shopname,
        goods_id: goods.id,
        sku_id: chosen.id,
        title: goods.title,
        // The picture of the chosen colour, as the page shows it.
        image: chosen.image || goods.image,
        sku: { id: chosen.id, price: chosen.price, difference: differenceValues(chosen) },
        number: quantity,
      });
      if (added) notify.success('shop:goods.added');
      return added;
    },
    buyNow() {
      const chosen = chosenSku();
      if (!chosen) return;
      if (!isLoggedIn) return needLogin();
      setPendingOrder(store, [{ goods_id: goods.id, sku_id: chosen.id, number: quantity }]);
      void navigate(ORDER_CONFIRM_PATH);
    },
    async toggleFavourite() {
      if (!isLoggedIn) return needLogin();
      try {
        const answer = await follow.trigger({ id: goods.id });
        onFollowChange(answer.is_follow);
        notify.success(
          answer.is_follow ? 'common:success.favourited' : 'common:success.unfavourited',
        );
      } catch {
        // Shown by the API client.
      }
    },
  };
}
