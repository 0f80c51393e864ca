import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signIn, skuInStock } from './api.js';
import { launchBrowser, openPage, WIDTHS } from './browser.js';
import { goodsOfDifferentShops } from './catalogue.js';

/**
 * Every checkbox and picture has an accessible name (issue 17): the cart's ticks and "Select all",
 * the merchant's and the wholesale market's goods checkboxes, the operator's application
 * pictures. Checked two ways on each screen at both widths: axe-core's naming rules, and
 * Chromium's own accessibility tree (no checkbox or image without a name; decorative pictures,
 * `alt=""`, are left out of the tree).
 */

let browser: Browser;
let axeSource: string;
beforeAll(async () => {
  browser = await launchBrowser();
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});
afterAll(() => browser?.close());

/** The axe-core rules about names of controls and pictures. */
const NAME_RULES = [
  'label',
  'aria-toggle-field-name',
  'aria-input-field-name',
  'image-alt',
  'role-img-alt',
  'svg-img-alt',
  'input-image-alt',
  'link-name',
  'button-name',
];

/** The axe violations of {@link NAME_RULES} on the page, as `rule: element` lines. */
async function nameViolations(page: Page): Promise<string[]> {
  // Run in the page's isolated world: the shop's CSP rightly refuses an injected script tag.
  await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: unknown,
          ): Promise<{ violations: Array<{ id: string; nodes: Array<{ html: string }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules } });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 200)}`),
    );
  }, NAME_RULES);
}

/** The checkboxes and images of Chromium's accessibility tree, with their names. */
async function namedControls(page: Page): Promise<Array<{ role: string; name: string }>> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ ignored: boolean; role?: { value: string }; name?: { value: string } }>;
  };
  await session.detach();
  return nodes
    .filter(
      (node) => !node.ignored && ['checkbox', 'image', 'img'].includes(node.role?.value ?? ''),
    )
    .map((node) => ({ role: node.role!.value, name: (node.name?.value ?? '').trim() }));
}

/** The screens and who sees them, each with the control names it must show. */
const SCREENS = [
  {
    path: '/cart',
    account: 'techhub',
    password: 'merchant123',
    expected: [
      { role: 'checkbox', name: 'Select all' },
      { role: 'checkbox', name: expect.stringMatching(/^Select all from /) },
      { role: 'checkbox', name: expect.stringMatching(/^Select /) },
    ],
  },
  {
    path: '/mt/goods',
    account: 'techhub',
    password: 'merchant123',
    expected: [{ role: 'checkbox', name: 'Select all' }],
  },
  {
    path: '/mt/market_goods',
    account: 'techhub',
    password: 'merchant123',
    expected: [{ role: 'checkbox', name: 'Select all' }],
  },
  {
    path: '/admin/applications?verify=3',
    account: 'admin',
    password: 'admin123',
    expected: [
      { role: 'image', name: 'Photo holding the ID' },
      { role: 'image', name: 'Shop logo' },
    ],
  },
] as const;

describe.each(WIDTHS)('accessible names at %i px', (width) => {
  beforeAll(async () => {
    // A line in the cart of the merchant who browses the cart (goods of another shop).
    const token = await callApi<{ userinfo: { token: string } }>('/wanlshop/user/login', {
      body: { account: 'techhub', password: 'merchant123' },
    });
    const goods = (await goodsOfDifferentShops(2)).at(-1)!;
    const detail = await callApi<{ sku: Array<{ id: number; stock: number }> }>(
      `/wanlshop/goods/detail?id=${goods.id}`,
    );
    const sku = skuInStock(detail.sku);
    await callApi('/wanlshop/cart/storage', {
      token: token.userinfo.token,
      body: { type: 'add', goods: { goods_id: goods.id, sku_id: sku.id, number: 1 } },
    });
  });

  it.each(SCREENS)('$path names every checkbox and picture', async (screen) => {
    const { context, page, errors } = await openPage(browser, width);
    await signIn(context, screen.account, screen.password);
    await page.goto(screen.path);
    // Wait for the screen's own controls (the names it must show) before judging.
    await expect
      .poll(async () => (await namedControls(page)).map(({ role }) => role), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(screen.expected.map(({ role }) => role)));
    await page.waitForTimeout(500);
    const controls = await namedControls(page);
    expect(controls).toEqual(expect.arrayContaining(screen.expected.map((item) => item)));
    expect(controls.filter(({ name }) => name === '')).toEqual([]);
    expect(await nameViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
