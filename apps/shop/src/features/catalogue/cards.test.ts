import { describe, expect, it } from 'vitest';
import { goodsCard, shopCard } from '../../test/fixtures.js';
import {
  goodsCommentPath,
  goodsPath,
  shopCategoryPath,
  shopGoodsPath,
  shopPath,
  toGoodsSummary,
  toShopSummary,
} from './cards.js';
import { goodsOnly, shopsOnly } from './search-lists.js';
import { findCategory } from './use-category-tree.js';
import { categoryTree } from '../../test/catalogue-fixtures.js';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import type { GoodsCard, ShopCard } from '@bazaar/api/contract';

describe('catalogue paths', () => {
  it.each([
    [goodsPath(12), '/goods/12'],
    [shopPath(3), '/shop/3'],
    [shopCategoryPath(3), '/shop/category/3'],
    [goodsCommentPath(12), '/product/goods/comment?goods_id=12'],
    [shopGoodsPath('desktop', 3, { id: 8, name: 'Green tea' }), '/shop/goods/3/8/Green%20tea'],
    [
      shopGoodsPath('mobile', 3, { id: 8, name: 'Green tea' }),
      '/shop/goods/3/Green%20tea?category_id=8',
    ],
    [
      shopGoodsPath('mobile', 3, { id: 8, name: 'Tea/Cups' }),
      '/shop/goods/3/Tea%2FCups?category_id=8',
    ],
  ])('%s is %s', (path, expected) => {
    expect(path).toBe(expected);
  });
});

describe('cards', () => {
  it('gives the goods and shop cards what they show', () => {
    expect(toGoodsSummary(goodsCard())).toEqual({
      id: 11,
      title: 'Green tea',
      image: '/uploads/tea.png',
      price: '12.50',
      marketPrice: '15.00',
      sales: 40,
    });
    expect(toShopSummary(shopCard())).toEqual({
      id: 1,
      name: 'Tea House',
      logo: '/uploads/tea-house.png',
      fans: 120,
      goodsCount: 12,
      description: 'Leaves from the hills',
    });
  });

  it('keeps the goods or the shops of a search list', () => {
    const mixed: (GoodsCard | ShopCard)[] = [goodsCard(), shopCard({ id: 2 })];
    const list = {
      items: mixed,
      pages: [{ total: 2, per_page: 10, current_page: 1, last_page: 1, data: mixed }],
    } as PagedEndpointResult<GoodsCard | ShopCard>;
    expect(goodsOnly(list).items.map((item) => item.id)).toEqual([11]);
    expect(goodsOnly(list).pages[0]?.data).toHaveLength(1);
    expect(shopsOnly(list).items.map((item) => item.shopname)).toEqual(['Tea House']);
  });
});

describe('findCategory', () => {
  it.each([
    [1, 'Tea', 'Tea'],
    [12, 'Black tea', 'Tea'],
    [2, 'Teaware', 'Teaware'],
  ])('finds %i (%s under %s)', (id, name, top) => {
    const found = findCategory(categoryTree(), id);
    expect(found?.category.name).toBe(name);
    expect(found?.top.name).toBe(top);
  });

  it.each([999, null, undefined])('finds nothing for %s', (id) => {
    expect(findCategory(categoryTree(), id)).toBeNull();
  });
});
