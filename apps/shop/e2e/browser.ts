import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { expect, inject } from 'vitest';

/** The flags Debian's Chromium needs on this machine kind and in CI (see TOOLCHAIN.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The two layouts every journey runs in: the mobile design width and a desktop window. */
export const WIDTHS = [375, 1280] as const;

/** Where the app and the API are served (the global setup's server). */
export const baseUrl = (): string => inject('baseUrl');

/** Launches Debian's Chromium (or `CHROME_PATH`). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * A visitor's fresh browser context (no storage) of `width` px, and its first page. The shop's
 * service worker is blocked unless `serviceWorkers: 'allow'`: the journeys are about the app and
 * the server, and a worker precaching the whole build (some 220 files) in every fresh context
 * would load the two shared cores for nothing and make timings vary; `installable.e2e.ts` runs
 * with the worker on purpose, and `E2E_SERVICE_WORKERS=allow` runs every journey with it.
 */
export async function openPage(
  browser: Browser,
  width: number,
  { serviceWorkers }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 900 },
    locale: 'en-GB',
    serviceWorkers:
      serviceWorkers ?? (process.env['E2E_SERVICE_WORKERS'] === 'allow' ? 'allow' : 'block'),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

/** Waits for a toast (a `status` or `alert` live region) with `text`. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toasts = page.getByRole('region', { name: /notification/i });
  await expect
    .poll(async () => toasts.getByText(text).count(), {
      timeout: 10_000,
      message: `a toast "${String(text)}" on ${page.url()}`,
    })
    .toBeGreaterThan(0);
}

/** The path and query of the page now. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page's path (and query) is `path`. */
export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await expect
    .poll(() => pathOf(page), { timeout: 15_000 })
    .toMatch(typeof path === 'string' ? new RegExp(`^${escape(path)}$`) : path);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Logs in through the login page and waits until the app has left it. */
export async function logIn(page: Page, account: string, password: string): Promise<void> {
  if (!pathOf(page).startsWith('/user/login')) await page.goto('/user/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).not.toMatch(/^\/user\/login/);
}

/**
 * Waits until React has hydrated `locator`'s element: a server-rendered page shows its controls
 * before its script runs, and a control pressed before then does nothing.
 */
export async function whenHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator
          .first()
          .evaluate((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactProps$')),
          ),
      { timeout: 15_000, message: 'the element was hydrated' },
    )
    .toBe(true);
}
