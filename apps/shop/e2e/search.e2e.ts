import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDTHS, expectPath, launchBrowser, openPage, whenHydrated } from './browser.js';

/**
 * The search that forgives (issue 14), at both widths: a misspelt word typed in the search box
 * brings suggestions (at most 8), one is picked with the keyboard or a tap, and the results hold
 * the goods; the keyword is then a recent search on the device, offered with the popular ones
 * while the box is empty, and can be cleared. With `SEARCH_SHOTS=<folder>` it saves screenshots.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const GOODS = 'Halo ANC Wireless Headphones';

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env['SEARCH_SHOTS'];
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png` });
}

describe.each(WIDTHS)('search at %i px', (width) => {
  it('finds the goods by a misspelt word through a suggestion, and keeps it as a recent search', async () => {
    const { context, page, errors } = await openPage(browser, width);
    if (width < 500) {
      await page.goto('/');
      const opener = page.getByRole('button', { name: 'Search goods or shops' });
      await whenHydrated(opener);
      await opener.click();
      await expectPath(page, '/search');
    } else {
      // The header's plain search form (drawn by the server) loads the suggestions box when
      // it is first used, which takes its place focused.
      await page.goto('/');
      const plain = page.getByRole('searchbox', { name: 'Search goods and shops' });
      await whenHydrated(plain);
      await plain.click();
    }
    const box = page.getByRole('combobox', { name: 'Search goods and shops' });
    await whenHydrated(box);

    // Empty and focused: the popular searches (the seed's), no recent ones yet.
    await box.click();
    const list = page.getByRole('listbox');
    await expect.poll(() => list.getByRole('option', { name: 'headphones' }).count()).toBe(1);
    expect(await list.getByText('Recent searches', { exact: true }).count()).toBe(0);
    await shot(page, `${width}-popular`);

    // A misspelt word: suggestions as you type.
    await box.fill('hedphones');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    const option = suggestions.getByRole('option', { name: GOODS });
    await option.waitFor({ timeout: 15_000 });
    const count = await suggestions.getByRole('option').count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    await shot(page, `${width}-suggestions`);

    if (width < 500) {
      await option.click();
    } else {
      // The keyboard: arrows down to the goods, Enter picks it.
      const texts = await suggestions.getByRole('option').allTextContents();
      const index = texts.findIndex((text) => text.startsWith(GOODS));
      for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
      await box.press('Enter');
    }
    await expectPath(page, `/search?${new URLSearchParams({ keyword: GOODS })}`);
    const results = page.getByRole('list', { name: 'Search results' });
    await results
      .getByRole('link', { name: new RegExp(GOODS) })
      .first()
      .waitFor();
    await shot(page, `${width}-results`);

    // The keyword is now a recent search on this device; clearing forgets it.
    const again = page.getByRole('combobox', { name: 'Search goods and shops' });
    await again.fill('');
    await again.press('ArrowDown');
    await page.getByRole('listbox').getByText('Recent searches', { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('listbox').getByRole('option', { name: GOODS }).count())
      .toBe(1);
    await shot(page, `${width}-recent`);
    await page.getByRole('option', { name: 'Clear recent searches' }).click();
    expect(await page.evaluate(() => localStorage.getItem('bazaar.recentSearches'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
