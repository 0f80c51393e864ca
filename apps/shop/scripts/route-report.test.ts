import { describe, expect, it } from 'vitest';
import type { ChunkNode } from './chunk-graph-plugin.js';
import { buildReport, formatReport, staticClosure } from './route-report.js';

const SRC = '/repo/apps/shop/src';

function chunk(fileName: string, init: Partial<ChunkNode> = {}): ChunkNode {
  return {
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: [],
    imports: [],
    dynamicImports: [],
    ...init,
  };
}

const route = (name: string, init: Partial<ChunkNode> = {}) =>
  chunk(`assets/${name}.js`, {
    isDynamicEntry: true,
    facadeModuleId: `${SRC}/routes/${name}/index.ts`,
    moduleIds: [`${SRC}/routes/${name}/index.ts`],
    ...init,
  });

const shell = (layout: string, init: Partial<ChunkNode> = {}) =>
  chunk(`assets/${layout}-shell.js`, {
    isDynamicEntry: true,
    facadeModuleId: `${SRC}/app/layout/${layout}-shell.tsx`,
    imports: ['assets/shared.js'],
    ...init,
  });

function graph(overrides: { home?: Partial<ChunkNode>; desktop?: Partial<ChunkNode> } = {}) {
  return [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/shared.js'] }),
    chunk('assets/shared.js', { moduleIds: ['/repo/node_modules/react/index.js'] }),
    shell('mobile'),
    shell('desktop', overrides.desktop),
    route('home', { imports: ['assets/shared.js', 'assets/goods.js'], ...overrides.home }),
    chunk('assets/goods.js'),
    route('login', { imports: ['assets/shared.js', 'assets/form.js'] }),
    chunk('assets/form.js'),
    route('mt-goods', { moduleIds: [`${SRC}/routes/mt-goods/index.ts`] }),
  ];
}

const sizes: Record<string, number> = {
  'assets/index.js': 100_000,
  'assets/shared.js': 50_000,
  'assets/mobile-shell.js': 1_000,
  'assets/desktop-shell.js': 5_000,
  'assets/home.js': 4_000,
  'assets/goods.js': 2_000,
  'assets/login.js': 1_000,
  'assets/form.js': 3_000,
  'assets/mt-goods.js': 9_000,
};
const gzip = (file: string) => sizes[file] ?? 0;

describe('buildReport', () => {
  it('sizes each route and the home first load per layout, and passes within budget', () => {
    const report = buildReport(graph(), gzip, 200_000);
    expect(report.entryBytes).toBe(150_000);
    expect(report.rows).toEqual([
      { route: 'home', ownBytes: 4_000, addedBytes: 6_000 },
      { route: 'login', ownBytes: 1_000, addedBytes: 4_000 },
      { route: 'mt-goods', ownBytes: 9_000, addedBytes: 9_000 },
    ]);
    expect(report.homeRoute).toBe('home');
    expect(report.home).toEqual([
      { layout: 'mobile', bytes: 157_000, forbiddenModules: [] },
      { layout: 'desktop', bytes: 161_000, forbiddenModules: [] },
    ]);
    expect(report.failures).toEqual([]);
    expect(formatReport(report)).toContain('OK: no merchant, operator or chat code');
  });

  it('fails over the budget, naming the layout', () => {
    const report = buildReport(graph(), gzip, 160_000);
    expect(report.failures).toEqual([
      "the home route's desktop first load is 157.2 KB gzip, over the budget of 156.3 KB",
    ]);
    expect(formatReport(report)).toContain('FAILED');
  });

  it.each([
    [`${SRC}/routes/mt-goods/sections/list.tsx`],
    [`${SRC}/routes/mt/index.ts`],
    [`${SRC}/features/merchant/use-console.ts`],
    ['/repo/packages/domain/src/merchant/goods.ts'],
    ['/repo/packages/domain/src/couple/couple.ts'],
    ['/repo/packages/api/src/contract/merchant.ts'],
    ['/repo/packages/api/src/contract/admin.ts'],
    [`${SRC}/features/chat/chat-connection.ts`],
    [`${SRC}/features/chat/sections/messages-view.tsx`],
    [`${SRC}/routes/chat-conversation/index.ts`],
    ['/repo/packages/api/src/chat/connection.ts'],
    ['/repo/packages/i18n/src/locales/en/merchant.json'],
    ['/repo/packages/i18n/src/locales/en/admin.json'],
    ['/repo/packages/i18n/src/locales/ja/merchant.json'],
    ['/repo/packages/i18n/src/locales/en/user.json'],
    ['/repo/packages/i18n/src/locales/en/order.json'],
    ['/repo/packages/i18n/src/locales/zh-cn/refund.json'],
    ['/repo/packages/i18n/src/locales/en/wallet.json'],
    ['/repo/packages/i18n/src/locales/en/chat.json'],
  ])('fails when the home first load includes %s', (module) => {
    const report = buildReport(graph({ home: { moduleIds: [module] } }), gzip, 1e9);
    expect(report.home.map((load) => load.forbiddenModules)).toEqual([[module], [module]]);
    expect(report.failures).toHaveLength(2);
  });

  it('finds merchant code in a layout shell too', () => {
    const module = `${SRC}/features/merchant/switch.tsx`;
    const report = buildReport(graph({ desktop: { moduleIds: [module] } }), gzip, 1e9);
    expect(report.home.map((load) => load.forbiddenModules)).toEqual([[], [module]]);
  });

  it('accepts merchant code in a merchant route and shopper modules named alike', () => {
    const report = buildReport(
      graph({
        home: {
          moduleIds: [
            `${SRC}/routes/home/sections/merchants.tsx`,
            // The tab badge's unread counts live in the store, not in the chat client.
            `${SRC}/features/chat/notice-unread.ts`,
            // English's first-load texts.
            '/repo/packages/i18n/src/locales/en/shop.json',
            '/repo/packages/i18n/src/locales/en/common.json',
            '/repo/packages/i18n/src/locales/en/errors.json',
            '/repo/packages/i18n/src/locales/en/ui.json',
          ],
        },
      }),
      gzip,
      1e9,
    );
    expect(report.failures).toEqual([]);
  });

  it('measures the not-found fallback while there is no home screen', () => {
    const chunks = graph().filter((node) => node.fileName !== 'assets/home.js');
    chunks.push(route('not-found'));
    const report = buildReport(chunks, gzip, 1e9);
    expect(report.homeRoute).toBe('not-found');
    expect(report.failures).toEqual([]);
  });

  it('fails without an entry, a shell or a home route', () => {
    const report = buildReport([route('login')], gzip, 1e9);
    expect(report.failures).toEqual([
      'the build has no entry chunk',
      'no chunk for src/routes/home (nor not-found)',
      'no chunk for the mobile shell (src/app/layout/mobile-shell.tsx)',
      'no chunk for the desktop shell (src/app/layout/desktop-shell.tsx)',
    ]);
  });
});

describe('staticClosure', () => {
  it('follows static imports transitively, once each, ignoring dynamic ones', () => {
    const chunks = [
      chunk('a', { imports: ['b'], dynamicImports: ['d'] }),
      chunk('b', { imports: ['c', 'a'] }),
      chunk('c'),
      chunk('d'),
    ];
    expect([...staticClosure(chunks, ['a'])].sort()).toEqual(['a', 'b', 'c']);
  });
});
