import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signIn, topUp } from './api.js';
import {
  expectPath,
  expectToast,
  launchBrowser,
  openPage,
  whenHydrated,
  WIDTHS,
} from './browser.js';

/**
 * A merchant's own goods (issue 14), at both widths: the merchant creates a goods in the console
 * with two specifications, four photos and a Japanese title typed in the form's Japanese tab; a
 * buyer whose interface is in Japanese finds it by a misspelt word, sees the Japanese title,
 * chooses a combination and buys it; the merchant sees the order and exports it;
 * a later price edit does not change the placed order.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LOCALES = new URL('../../../packages/i18n/src/locales/', import.meta.url);
const NAMESPACES = ['common', 'shop', 'order', 'user', 'ui', 'wallet'];

/** Every message of a language pack by its key (`order:pay.title`). */
function messages(language: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') found.set(prefix, value);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        walk(prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, child);
      }
    }
  };
  for (const namespace of NAMESPACES) {
    walk(
      `${namespace}:`,
      JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8')),
    );
  }
  return found;
}

const english = messages('en');
const japanese = messages('ja');

/** The Japanese of an English interface text (the first key with that English text). */
function ja(text: string): string {
  for (const [key, value] of english) {
    if (value === text) {
      const translated = japanese.get(key);
      if (translated) return translated;
    }
  }
  throw new Error(`no Japanese for "${text}"`);
}

/** An 8 x 8 PNG in one of four colours, as an upload. */
function photo(index: number): { name: string; mimeType: string; buffer: Buffer } {
  const pictures = [
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4Y2yMFTEMLQkACspMgdVP2G4AAAAASUVORK5CYII=',
  ];
  // The same picture under four names: the form orders what it is given.
  return {
    name: `photo-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(pictures[0]!, 'base64'),
  };
}

/** Fills a value of a specification, adding its field first when the editor has none yet. */
async function specValue(page: Page, group: number, index: number, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: `Value ${index} of specification ${group}` });
  if ((await field.count()) === 0) {
    await page.getByRole('button', { name: `Add a value to specification ${group}` }).click();
  }
  await field.fill(text);
}

const COMBINATIONS = ['White / M', 'White / L', 'Blue / M', 'Blue / L'];

/** A field of a combination's row: a table cell on a desktop, a card's field on a phone. */
function skuField(page: Page, width: number, sku: string, field: string) {
  return width < 500
    ? page.getByRole('listitem', { name: sku }).getByRole('textbox', { name: field, exact: true })
    : page.getByRole('textbox', { name: `${field} of ${sku}`, exact: true });
}

describe.each(WIDTHS)('own goods at %i px', (width) => {
  it('the merchant creates a goods, a buyer in Japanese finds it by a typo and buys it, the merchant exports the order', async () => {
    const title = `Trailblazer Flask ${width}x${Date.now() % 100_000}`;
    const japaneseTitle = `トレイルブレイザー水筒 ${title.split(' ').at(-1)}`;
    const merchantSide = await openPage(browser, width);
    const merchant = await signIn(merchantSide.context, 'merchant', 'merchant123');
    const page = merchantSide.page;

    // The merchant's form: category, title, two specifications, four photos, a row per combination.
    await page.goto('/mt/goods_edit');
    const save = page.getByRole('button', { name: 'Save' });
    await whenHydrated(save);
    await page
      .getByRole('button', { name: /Category/ })
      .first()
      .click();
    await page.getByRole('option', { name: /^Kitchen/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Short description' }).fill('Keeps tea hot for a day.');
    // The Japanese tab: its title (the English one shows as its hint); the tab is then filled.
    const japaneseTab = page.getByRole('tab', { name: /日本語/ });
    await japaneseTab.click();
    const japaneseField = page.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => japaneseField.getAttribute('placeholder')).toBe(title);
    await japaneseField.fill(japaneseTitle);
    await expect.poll(() => japaneseTab.getAttribute('data-state')).toBe('filled');
    await page.getByRole('tab', { name: /English/ }).click();
    await page.locator('input[type="file"]').setInputFiles([0, 1, 2, 3].map(photo));
    await expect
      .poll(() => page.getByText('Cover', { exact: true }).count(), { timeout: 20_000 })
      .toBe(1);
    for (const [group, name, values] of [
      [1, 'Colour', ['White', 'Blue']],
      [2, 'Size', ['M', 'L']],
    ] as const) {
      const nameField = page.getByRole('textbox', { name: `Name of specification ${group}` });
      if ((await nameField.count()) === 0) {
        await page.getByRole('button', { name: 'Add specification' }).click();
      }
      await nameField.fill(name);
      for (const [i, value] of values.entries()) await specValue(page, group, i + 1, value);
    }
    for (const [i, sku] of COMBINATIONS.entries()) {
      await skuField(page, width, sku, 'Price').fill(`${20 + i}.50`);
      await skuField(page, width, sku, 'Market price').fill('30.00');
      await skuField(page, width, sku, 'Stock').fill('8');
    }
    await save.click();
    await expectToast(page, 'Modified successfully');
    await expectPath(page, '/mt/goods');
    await page.getByText(title).first().waitFor();

    // The shop may list many goods by now (other journeys list the market into it): page through.
    let goodsId = 0;
    for (let pageNo = 1; goodsId === 0 && pageNo <= 20; pageNo += 1) {
      const listed = await callApi<{ data: Array<{ id: number; title: string }> }>(
        `/wanlshop/merchant/goods?status=normal&limit=100&page=${pageNo}`,
        { token: merchant },
      );
      goodsId = listed.data.find((item) => item.title === title)?.id ?? 0;
      if (listed.data.length === 0) break;
    }
    expect(goodsId).toBeGreaterThan(0);
    const info = await callApi<{
      i18n?: { ja?: { title?: string } };
      images: string[];
      spec: Array<{ name: string; items: string[] }>;
      skus: Array<{ id: number; difference: string; price: string }>;
    }>(`/wanlshop/merchant/goodsInfo?id=${goodsId}`, { token: merchant });
    expect(info.images).toHaveLength(4);
    expect(info.i18n?.ja?.title).toBe(japaneseTitle);
    expect(info.spec).toEqual([
      { name: 'Colour', items: ['White', 'Blue'] },
      { name: 'Size', items: ['M', 'L'] },
    ]);
    expect(info.skus.map((sku) => [sku.difference, sku.price])).toEqual([
      ['White,M', '20.50'],
      ['White,L', '21.50'],
      ['Blue,M', '22.50'],
      ['Blue,L', '23.50'],
    ]);

    // A buyer whose interface is Japanese finds it by a misspelt English word, sees the title the
    // merchant typed in Japanese, and buys Blue / L.
    const buyerSide = await openPage(browser, width);
    const buyer = await signIn(buyerSide.context, 'buyer2', 'buyer123');
    await topUp(buyer, '100.00');
    await buyerSide.context.addInitScript(() => {
      if (window.localStorage.getItem('bazaar:language') === null) {
        window.localStorage.setItem('bazaar:language', 'ja');
      }
    });
    await buyerSide.context.addCookies([
      { name: 'bazaar_lang', value: 'ja', url: new URL(page.url()).origin },
    ]);
    const shopper = buyerSide.page;
    await shopper.goto(`/search?keyword=${encodeURIComponent('Trailblazr')}`);
    const card = shopper.getByRole('link', { name: new RegExp(japaneseTitle) }).first();
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getAttribute('href')).toBe(`/goods/${goodsId}`);
    await shopper.goto(`/goods/${goodsId}`);
    await shopper.getByRole('heading', { name: japaneseTitle, level: 1 }).waitFor();
    const buyNow = shopper.getByRole('button', { name: ja('Buy now'), exact: true }).first();
    await whenHydrated(buyNow);
    let scope: Page | ReturnType<Page['getByRole']> = shopper;
    if (width < 500) {
      await buyNow.click();
      scope = shopper.getByRole('dialog', { name: ja('Specification') });
      await scope.waitFor();
    }
    // The chips' labels, as a shopper taps them (the radios themselves are hidden).
    const groups = scope.getByRole('radiogroup');
    await groups.nth(0).getByText('Blue', { exact: true }).click();
    await groups.nth(1).getByText('L', { exact: true }).click();
    await scope
      .getByRole('button', { name: ja('Buy now'), exact: true })
      .first()
      .click();
    await expectPath(shopper, '/user/order/addorder');
    await shopper.getByRole('button', { name: ja('Submit order') }).click();
    const sheet = shopper.getByRole('dialog', { name: ja('Payment') });
    await sheet.getByLabel(ja('Payment password')).fill('buyer123');
    await sheet.getByRole('button', { name: ja('Confirm payment') }).click();
    // Paid: the order waits for the merchant to ship (the toast is said in Japanese).
    await shopper.getByText(ja('Awaiting shipment')).first().waitFor();

    const orders = await callApi<{ data: Array<{ id: number; goods: Array<{ title: string }> }> }>(
      '/wanlshop/merchant/orders?state=2&limit=50',
      { token: merchant },
    );
    const order = orders.data.find((item) => item.goods[0]?.title === title);
    expect(order).toBeDefined();
    const placed = await callApi<{
      order_no: string;
      pay: { pay_amount: string; goods_total: string };
      goods: Array<{ price: string; difference: string }>;
      profit: string;
    }>(`/wanlshop/merchant/orderInfo?id=${order!.id}`, { token: merchant });
    expect(placed.goods).toMatchObject([{ price: '23.50', difference: 'Blue,L' }]);

    // The merchant sees it among the orders to ship, and its row in the orders file.
    await page.goto('/mt/order?state=2');
    await page.getByText(title).first().waitFor();
    await page.goto(width < 500 ? '/mt/finance' : '/mt/order');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export records' });
    const kind = dialog.getByRole('button', { name: /Records/ });
    if (width < 500) {
      await kind.click();
      await page.getByRole('option', { name: 'Orders' }).click();
    }
    await expect.poll(() => kind.textContent()).toMatch(/Orders/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const rows = parse(await readFile((await download.path()) as string), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(rows.find((row) => row['Order no.'] === placed.order_no)).toMatchObject({
      Goods: `${title} (Blue,L) × 1`,
      'Paid (USD)': placed.pay.pay_amount,
      'Profit (USD)': placed.profit,
    });

    // The dialog closes (going back in the history it pushed) before the next page is asked for.
    await dialog.waitFor({ state: 'detached' });
    await expectPath(page, width < 500 ? '/mt/finance' : '/mt/order');

    // A later price changes the goods, never the placed order.
    await page.goto(`/mt/goods_edit/${goodsId}`);
    const blueL = skuField(page, width, 'Blue / L', 'Price');
    await whenHydrated(blueL);
    await blueL.fill('29.00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Modified successfully');
    const after = await callApi<{ skus: Array<{ difference: string; price: string }> }>(
      `/wanlshop/merchant/goodsInfo?id=${goodsId}`,
      { token: merchant },
    );
    expect(after.skus.find((sku) => sku.difference === 'Blue,L')?.price).toBe('29.00');
    const again = await callApi<typeof placed>(`/wanlshop/merchant/orderInfo?id=${order!.id}`, {
      token: merchant,
    });
    expect(again.goods).toMatchObject([{ price: '23.50' }]);
    expect(again.pay).toEqual(placed.pay);

    expect(merchantSide.errors).toEqual([]);
    expect(buyerSide.errors).toEqual([]);
    await merchantSide.context.close();
    await buyerSide.context.close();
  });
});
