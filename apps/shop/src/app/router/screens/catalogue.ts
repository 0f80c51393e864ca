import type { ScreenRegistry } from './types.js';

/** The screens of the public catalogue: home, search, categories, goods, shops and the cart. */
export const CATALOGUE_SCREENS: ScreenRegistry = {
  home: () => import('../../../routes/home/index.js').then((m) => m.HomeScreen),
  goods: () => import('../../../routes/goods/index.js').then((m) => m.GoodsScreen),
  cart: () => import('../../../routes/cart/index.js').then((m) => m.CartScreen),
  search: () => import('../../../routes/search/index.js').then((m) => m.SearchScreen),
  category: () => import('../../../routes/category/index.js').then((m) => m.CategoryScreen),
  shop: () => import('../../../routes/shop/index.js').then((m) => m.ShopScreen),
  shop_category: () =>
    import('../../../routes/shop-category/index.js').then((m) => m.ShopCategoryScreen),
  shop_goods: () => import('../../../routes/shop-goods/index.js').then((m) => m.ShopGoodsScreen),
  goods_comment: () =>
    import('../../../routes/goods-comment/index.js').then((m) => m.GoodsCommentScreen),
};
