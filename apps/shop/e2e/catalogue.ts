import type { Locator, Page } from 'playwright';
import { callApi, skuInStock } from './api.js';
import { whenHydrated } from './browser.js';

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

/** A SKU as the goods page's API answers it. */
export interface SkuSummary {
  id: number;
  stock: number;
  price: string;
  difference: string;
}

/**
 * Chooses, in `scope` (the goods page, or the phone's specification sheet), the options of the
 * goods' SKU with the most stock, tapping each chip by its label as a shopper does; answers that
 * SKU. (The first options may be sold out by an earlier journey on the shared server.)
 */
export async function chooseSkuInStock(
  scope: Page | Locator,
  goodsId: number,
): Promise<SkuSummary> {
  const detail = await callApi<{ sku: SkuSummary[] }>(`/wanlshop/goods/detail?id=${goodsId}`);
  const sku = skuInStock(detail.sku);
  const values = sku.difference.split(',');
  const groups = scope.getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i += 1) {
    await groups
      .nth(i)
      .getByText(values[i] ?? '', { exact: true })
      .click();
  }
  return sku;
}

/**
 * Opens a goods page, chooses the SKU with the most stock and adds it to the cart: in the desktop
 * buy box, or on a phone in the specification sheet that the page's choice row opens.
 */
export async function addToCart(page: Page, goods: GoodsSummary): Promise<void> {
  await page.goto(`/goods/${goods.id}`);
  await page.getByRole('heading', { name: goods.title, level: 1 }).waitFor();
  await whenHydrated(page.getByRole('button', { name: 'Add to cart', exact: true }));
  if ((page.viewportSize()?.width ?? 1280) < 500) {
    await page.getByRole('button', { name: /^Specification/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Specification' });
    await sheet.waitFor();
    await chooseSkuInStock(sheet, goods.id);
    await sheet.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
    return;
  }
  await chooseSkuInStock(page, goods.id);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
}
