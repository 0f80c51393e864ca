/**
 * `npm run screens` (at the root, with `npm start` running): the main screens of each role at a
 * phone's and a desktop's width, as small WebP pictures in `docs/screens/`, for `docs/screens.md`.
 *
 * Chromium (Debian's, `CHROME_PATH`) opens each path as a visitor, the buyer, the merchant and the
 * operator of the demo data, waits until the page is quiet and takes the first screen (375 x 740
 * and 1280 x 800), which sharp makes 240 and 480 pixels wide. Fails, writing nothing more, on a
 * console error, a page error or a failed request, so the pictures never show a broken screen.
 * `SCREENS_BASE` (default http://127.0.0.1:8080) is the running product.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import sharp from 'sharp';

const BASE = (process.env.SCREENS_BASE ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const OUT = fileURLToPath(new URL('../../../docs/screens/', import.meta.url));

/** A role's screens: who logs in (none for a visitor) and the paths, with their file names. */
interface Role {
  readonly name: string;
  readonly login?: readonly [string, string];
  /** Goods put in the account's cart first (the demo buyer's cart starts empty). */
  readonly cart?: readonly number[];
  readonly screens: ReadonlyArray<readonly [file: string, path: string]>;
}

export const ROLES: readonly Role[] = [
  {
    name: 'visitor',
    screens: [
      ['home', '/'],
      ['category', '/category'],
      ['goods', '/goods/8'],
      ['search', '/search?keyword=phone'],
    ],
  },
  {
    name: 'buyer',
    login: ['buyer', 'buyer123'],
    cart: [8, 2],
    screens: [
      ['cart', '/cart'],
      ['user-centre', '/user'],
      ['orders', '/user/order'],
      ['wallet', '/user/wallet'],
    ],
  },
  {
    name: 'merchant',
    login: ['merchant', 'merchant123'],
    screens: [
      ['console', '/mt'],
      ['goods', '/mt/goods'],
      ['orders', '/mt/order'],
      ['market', '/mt/market'],
    ],
  },
  {
    name: 'operator',
    login: ['admin', 'admin123'],
    screens: [
      ['dashboard', '/admin'],
      ['applications', '/admin/applications'],
      ['withdrawals', '/admin/withdraws'],
    ],
  },
];

const WIDTHS = [
  { width: 375, height: 740, shown: 240 },
  { width: 1280, height: 800, shown: 480 },
] as const;

async function logIn(page: Page, [account, password]: readonly [string, string]): Promise<void> {
  await page.goto(`${BASE}/user/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Username' }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'), { timeout: 15_000 });
}

/** Calls the API as `token`; answers the envelope's data, or throws with its message. */
async function api<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { token } : {}), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** Puts one unit of each goods (its SKU with the most stock) in the account's cart. */
async function fillCart(
  [account, password]: readonly [string, string],
  goodsIds: readonly number[],
) {
  const { userinfo } = await api<{ userinfo: { token: string } }>('/wanlshop/user/login', null, {
    account,
    password,
  });
  await api('/wanlshop/cart/storage', userinfo.token, { type: 'empty' });
  for (const id of goodsIds) {
    const detail = await api<{ sku: Array<{ id: number; stock: number }> }>(
      `/wanlshop/goods/detail?id=${id}`,
      null,
    );
    const sku = detail.sku.reduce((best, one) => (one.stock > best.stock ? one : best));
    await api('/wanlshop/cart/storage', userinfo.token, {
      type: 'add',
      goods: { goods_id: id, sku_id: sku.id, number: 1 },
    });
  }
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const problems: string[] = [];
  try {
    for (const role of ROLES) {
      if (role.login && role.cart) await fillCart(role.login, role.cart);
      for (const { width, height, shown } of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height },
          locale: 'en-GB',
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        let where = '';
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`${width}px ${where}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`${width}px ${where}: ${error.message}`));
        page.on('response', (response) => {
          if (response.status() >= 400) problems.push(`${width}px ${where}: ${response.url()}`);
        });
        if (role.login) await logIn(page, role.login);
        for (const [file, path] of role.screens) {
          where = path;
          await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
          await page.waitForTimeout(500);
          const picture = await page.screenshot();
          const name = `${role.name}-${file}-${width}.webp`;
          await sharp(picture)
            .resize({ width: shown })
            .webp({ quality: 72 })
            .toFile(OUT + name);
          console.log(`docs/screens/${name}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s):\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
