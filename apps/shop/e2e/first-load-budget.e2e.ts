import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDTHS, launchBrowser, openPage, whenHydrated } from './browser.js';

/**
 * The home page's first load as a browser receives it from the real server (issue 13): every
 * script the page fetches until it has hydrated and settled, counted by Chromium's network log
 * (`encodedDataLength`: compressed, headers included), at both widths. The bytes may not pass the
 * desktop's budget (`DESKTOP_FIRST_LOAD_BYTES`), nor the phone's tighter one
 * (`PHONE_FIRST_LOAD_BYTES`); the phone's scripts may not pass the 15 requests. A budget
 * is never raised to make this pass.
 */

/** The most script requests the phone's home page may make (issue 13). */
const PHONE_SCRIPT_REQUESTS = 15;

/**
 * The phone's home page's JavaScript on the wire. Measured 2026-11-26: 206.1 KB in 7 scripts as
 * this journey loads it (its browser sends no phone User-Agent, so the server draws the desktop
 * and the phone's shell follows), 199.1 KB in 5 with a phone's (232.8 KB and 224.3 KB before the
 * toast region, the confirmation dialog and the account's texts left the first load). The
 * issue's target is 120 KB; this is a ratchet, never raised.
 */
const PHONE_FIRST_LOAD_BYTES = 210 * 1024;

/**
 * The desktop home page's JavaScript on the wire (it was held to the build report's 285 KB, then
 * 280 KB). Measured 2026-11-27: 204.7 KB in 6 scripts at 1280 px, since the header's language
 * picker (react-aria's overlays, about 80 KB) loads on first use (277.2 KB in 25 before). Every
 * width is held to it, the phone's also to its own. A ratchet, never raised.
 */
const DESKTOP_FIRST_LOAD_BYTES = 210 * 1024;

/** How long the page may go on fetching after it has hydrated (lazy parts of the header). */
const SETTLE_MS = 2000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(WIDTHS)('the home page at %i px', (width) => {
  it('loads its JavaScript within the budget', async () => {
    const { context, page, errors } = await openPage(browser, width);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Set<string>();
    const urls = new Map<string, string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') {
        scripts.add(event.requestId);
        urls.set(event.requestId, event.response.url);
      }
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) bytes.set(event.requestId, event.encodedDataLength);
    });
    await page.goto('/', { waitUntil: 'load' });
    await whenHydrated(page.getByRole('heading', { level: 1 }));
    await page.waitForTimeout(SETTLE_MS);
    const total = [...bytes.values()].reduce((sum, size) => sum + size, 0);
    const list = [...bytes].map(([id, size]) => `${(size / 1024).toFixed(1)} KB ${urls.get(id)}`);
    // Every script was answered compressed (a raw one would be several times its size).
    expect(bytes.size, list.join('\n')).toBe(scripts.size);
    expect(total, list.join('\n')).toBeLessThanOrEqual(DESKTOP_FIRST_LOAD_BYTES);
    if (width < 500) {
      expect(total, list.join('\n')).toBeLessThanOrEqual(PHONE_FIRST_LOAD_BYTES);
      expect(scripts.size, list.join('\n')).toBeLessThanOrEqual(PHONE_SCRIPT_REQUESTS);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
