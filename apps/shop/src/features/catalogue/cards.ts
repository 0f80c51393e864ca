import type { GoodsCard as GoodsCardData, ShopCard as ShopCardData } from '@bazaar/api/contract';
import { buildPath } from '@bazaar/domain';
import type { GoodsSummary, ShopSummary } from '@bazaar/ui';

/** A goods of a list as `GoodsCard` of `@bazaar/ui` shows it. */
export function toGoodsSummary(item: GoodsCardData): GoodsSummary {
  return {
    id: item.id,
    title: item.title,
    image: item.image,
    price: item.price,
    marketPrice: item.market_price,
    sales: item.sales,
  };
}

/** A shop of a list (a search's, the followed ones) as `ShopCard` of `@bazaar/ui` shows it. */
export function toShopSummary(
  shop: Pick<ShopCardData, 'id' | 'shopname' | 'avatar' | 'fans' | 'goods_count' | 'description'>,
): ShopSummary {
  return {
    id: shop.id,
    name: shop.shopname,
    logo: shop.avatar,
    fans: shop.fans,
    goodsCount: shop.goods_count,
    description: shop.description,
  };
}

/** The goods page of a goods (`/goods/12`). */
export function goodsPath(id: number): string {
  return buildPath('/goods/:id', { id });
}

/** A shop's storefront (`/shop/3`). */
export function shopPath(id: number): string {
  return buildPath('/shop/:id', { id });
}

/** A shop's own categories (`/shop/category/3`). */
export function shopCategoryPath(id: number): string {
  return buildPath('/shop/category/:id', { id });
}

/**
 * The goods of one of a shop's own categories, titled with its name. The route tables differ:
 * desktop `/shop/goods/:id/:sid/:name` carries the shop (`id`) and the category (`sid`); mobile
 * `/shop/goods/:id/:name` carries the shop and the title, the category in `?category_id=`.
 */
export function shopGoodsPath(
  layout: 'mobile' | 'desktop',
  shopId: number,
  category: { readonly id: number; readonly name: string },
): string {
  if (layout === 'desktop') {
    return buildPath('/shop/goods/:id/:sid/:name', {
      id: shopId,
      sid: category.id,
      name: category.name,
    });
  }
  const path = buildPath('/shop/goods/:id/:name', { id: shopId, name: category.name });
  return `${path}?${new URLSearchParams({ category_id: String(category.id) })}`;
}

/** The goods reviews of a goods, on one tab (`/product/goods/comment?goods_id=12`). */
export function goodsCommentPath(goodsId: number): string {
  return `/product/goods/comment?${new URLSearchParams({ goods_id: String(goodsId) })}`;
}
