import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, launchBrowser, openPage, WIDTHS } from './browser.js';
import { goodsOfDifferentShops } from './catalogue.js';

/**
 * The phone layout behaves like a shopping app (issue 17): the chat screen fills the window with
 * the composer at its bottom and the latest message in view, and the bottom tab bars (the
 * merchant's on `/mt`, the shopper's on home) stay at the bottom of the screen however far the
 * page scrolls. Chat also runs at the desktop width, where it must keep working.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Seed reviewers no other journey chats as, one per width. */
const CHATTER = { 375: 'amy_w', 1280: 'ben_k' } as const;

/** The box of `locator` in the window's coordinates. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not shown');
  return found;
}

/** The window's height (the layout viewport). */
const windowHeight = (page: Page) => page.evaluate(() => window.innerHeight);

describe.each(WIDTHS)('chat screen at %i px', (width) => {
  it('keeps the composer at the bottom and the latest message in view', async () => {
    const { context, page, errors } = await openPage(browser, width);
    const [goods] = await goodsOfDifferentShops(1);
    await logIn(page, CHATTER[width], 'buyer123');
    await page.goto(`/goods/${goods!.id}`);
    await page.getByRole('link', { name: 'Chat with the shop' }).click();
    const log = page.getByRole('log', { name: 'Messages' });
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.waitFor();
    // Words of this run only, so a rerun against a kept server (`E2E_BASE_URL`) finds its own.
    const run = Date.now().toString(36);
    for (let index = 1; index <= 12; index += 1) {
      await input.fill(`Question ${index} (${run}): is this in stock in blue?`);
      await page.keyboard.press('Enter');
    }
    const latest = log.getByText(`Question 12 (${run}): is this in stock in blue?`);
    await latest.waitFor();
    // Shown at once, the questions are sent one after another: reload only when all are stored
    // (none still shows its clock), or the reload would drop those still waiting to be sent.
    await expect
      .poll(() => log.getByRole('img', { name: 'Sending' }).count(), { timeout: 30_000 })
      .toBe(0);
    await page.reload();
    await latest.waitFor();
    await page.waitForTimeout(500);
    // Typed quickly, they were stored, and read back, in the order they were typed.
    const questions = (await log.getByText(`(${run})`).allTextContents()).map((text) =>
      Number(/Question (\d+)/.exec(text)?.[1]),
    );
    expect(questions).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));

    const height = await windowHeight(page);
    const composer = await box(input);
    const messages = await box(log);
    const last = await box(latest);
    if (width < 500) {
      // The screen is the window: no page scroll, the composer's input in the last 90 px.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
      expect(composer.y + composer.height).toBeGreaterThan(height - 90);
      expect(composer.y + composer.height).toBeLessThanOrEqual(height);
      // The conversation fills what is above it.
      expect(messages.height).toBeGreaterThan(height * 0.6);
    }
    // The latest message is shown, between the top of the log and the composer.
    expect(last.y).toBeGreaterThanOrEqual(messages.y);
    expect(last.y + last.height).toBeLessThanOrEqual(messages.y + messages.height + 1);
    // ... and above the composer (the goods card may sit between the log and the input).
    expect(last.y + last.height).toBeLessThanOrEqual(composer.y);

    if (width < 500) {
      // The keyboard opening shrinks the window (`interactive-widget=resizes-content`): the
      // composer follows it and the latest message stays in view.
      await page.setViewportSize({ width, height: 420 });
      await page.waitForTimeout(300);
      const shrunk = await box(input);
      expect(shrunk.y + shrunk.height).toBeGreaterThan(420 - 90);
      expect(shrunk.y + shrunk.height).toBeLessThanOrEqual(420);
      const kept = await box(latest);
      const smaller = await box(log);
      expect(kept.y + kept.height).toBeLessThanOrEqual(smaller.y + smaller.height + 1);
      expect(kept.y).toBeGreaterThanOrEqual(smaller.y);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('bottom tab bars at 375 px', () => {
  it.each([
    { path: '/mt', account: 'glowbeauty', password: 'merchant123', tabs: 'Console' },
    { path: '/', account: null, password: '', tabs: 'Home' },
  ])('$path keeps its tab bar at the bottom while the page scrolls', async (screen) => {
    const { context, page, errors } = await openPage(browser, 375);
    if (screen.account) await logIn(page, screen.account, screen.password);
    await page.goto(screen.path);
    const bar = page.locator('main + [data-slot="bottom"]');
    await bar.getByRole('link', { name: screen.tabs, exact: true }).waitFor();
    const height = await windowHeight(page);
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    // The page is longer than the window once its figures have loaded, so the test means something.
    await expect.poll(pageHeight, { timeout: 15_000 }).toBeGreaterThan(height);
    const scrollHeight = await pageHeight();
    for (const y of [0, Math.floor(scrollHeight / 2), scrollHeight]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
      const shown = await box(bar);
      expect(Math.round(shown.y + shown.height)).toBe(height);
    }
    // At the end of the page the content ends above the bar, nothing hidden behind it (measured
    // at once: home loads more goods as its end comes into view).
    const [mainEnd, barTop] = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const main = document.querySelector('main')!.getBoundingClientRect();
      const tabs = document.querySelector('main + [data-slot="bottom"]')!.getBoundingClientRect();
      return [main.bottom, tabs.top];
    });
    expect(mainEnd).toBeLessThanOrEqual(barTop + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
