import type { CategoryNode, GoodsCard, ShopCard, ShopDetail } from '@bazaar/api/contract';
import { commentItem, goodsCard, page, shopCard } from './fixtures.js';

export { commentItem, page as listPage };

/** A page of a goods search (`common/goods` with `type: 'goods'`). */
export function goodsSearchPage(data: readonly GoodsCard[], currentPage = 1, lastPage = 1) {
  return { ...page(data, currentPage, lastPage), type: 'goods' as const };
}

/** A page of a shop search (`common/goods` with `type: 'shop'`). */
export function shopSearchPage(data: readonly ShopCard[], currentPage = 1, lastPage = 1) {
  return { ...page(data, currentPage, lastPage), type: 'shop' as const };
}

/** `count` goods cards with ids from `firstId`, titled `<prefix> <n>`. */
export function goodsCards(count: number, firstId = 100, prefix = 'Goods'): GoodsCard[] {
  return Array.from({ length: count }, (_, index) =>
    goodsCard({ id: firstId + index, title: `${prefix} ${firstId + index}` }),
  );
}

/** A category tree: Tea (Green tea, Black tea) and Teaware (no children). */
export function categoryTree(): CategoryNode[] {
  return [
    {
      id: 1,
      pid: 0,
      name: 'Tea',
      image: '',
      childlist: [
        { id: 11, pid: 1, name: 'Green tea', image: '/uploads/green.png', childlist: [] },
        { id: 12, pid: 1, name: 'Black tea', image: '', childlist: [] },
      ],
    },
    { id: 2, pid: 0, name: 'Teaware', image: '', childlist: [] },
  ];
}

/** A shop page (`shop/detail`) of the Tea House, owned by user 31, without a partner. */
export function shopDetail(overrides: Partial<ShopDetail> = {}): ShopDetail {
  return {
    ...shopCard(),
    user_id: 31,
    keywords: 'tea,leaves',
    bio: 'A family tea shop since 1920.',
    visitors: 3400,
    orders_count: 560,
    collect: 77,
    is_follow: false,
    couple: null,
    createtime: 1_600_000_000,
    ...overrides,
  };
}
