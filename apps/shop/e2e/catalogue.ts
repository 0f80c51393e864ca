import type { Page } from 'playwright';
import { callApi } from './api.js';

/** A goods of the search answer. */
export interface GoodsSummary {
  id: number;
  shop_id: number;
  title: string;
  price: string;
}

/** Goods on sale from `count` different shops (the first of each shop in the default search). */
export async function goodsOfDifferentShops(count: number): Promise<GoodsSummary[]> {
  const page = await callApi<{ data: GoodsSummary[] }>('/wanlshop/common/goods?type=goods&page=1');
  const picked = new Map<number, GoodsSummary>();
  for (const goods of page.data) if (!picked.has(goods.shop_id)) picked.set(goods.shop_id, goods);
  const goods = [...picked.values()].slice(0, count);
  if (goods.length < count) throw new Error(`only ${goods.length} shops have goods on sale`);
  return goods;
}

/** Opens a goods page, picks the first option of every specification and adds it to the cart. */
export async function addToCart(page: Page, goods: GoodsSummary): Promise<void> {
  await page.goto(`/goods/${goods.id}`);
  await page.getByRole('heading', { name: goods.title, level: 1 }).waitFor();
  const groups = page.getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i += 1) {
    await groups.nth(i).getByRole('radio').first().check({ force: true });
  }
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
}
