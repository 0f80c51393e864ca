import type { GoodsCard, ShopCard } from '@bazaar/api/contract';
import type { PagedEndpointResult } from '@bazaar/api/swr';

/** True for a goods of a search page (a shop has no title). */
export function isGoodsCard(item: GoodsCard | ShopCard): item is GoodsCard {
  return 'title' in item;
}

/** True for a shop of a search page. */
export function isShopCard(item: GoodsCard | ShopCard): item is ShopCard {
  return 'shopname' in item;
}

function only<T extends GoodsCard | ShopCard>(
  list: PagedEndpointResult<GoodsCard | ShopCard>,
  keep: (item: GoodsCard | ShopCard) => item is T,
): PagedEndpointResult<T> {
  return {
    ...list,
    items: list.items.filter(keep),
    pages: list.pages.map((page) => ({ ...page, data: page.data.filter(keep) })),
  };
}

/**
 * The goods of a search read with `type: 'goods'` (`common/goods` answers goods or shops as the
 * filter asks; the pages of a shop search a moment earlier are left out, not mistaken for goods).
 */
export function goodsOnly(
  list: PagedEndpointResult<GoodsCard | ShopCard>,
): PagedEndpointResult<GoodsCard> {
  return only(list, isGoodsCard);
}

/** The shops of a search read with `type: 'shop'`. */
export function shopsOnly(
  list: PagedEndpointResult<GoodsCard | ShopCard>,
): PagedEndpointResult<ShopCard> {
  return only(list, isShopCard);
}
