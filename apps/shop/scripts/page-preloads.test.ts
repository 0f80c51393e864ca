import { describe, expect, it } from 'vitest';
import type { ChunkNode } from './chunk-graph-plugin.js';
import { pagePreloads, screenFolders } from './page-preloads.js';

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

describe('page preloads', () => {
  it('reads the route folders of the screen registries', () => {
    const code = `export const CATALOGUE_SCREENS = {
      home: () => import('../../../routes/home/index.js').then((m) => m.HomeScreen),
      shop_category: () =>
        import("../../../routes/shop-category/index.js").then((m) => m.ShopCategoryScreen),
    };`;
    expect([...screenFolders([code])]).toEqual([
      ['home', 'home'],
      ['shop_category', 'shop-category'],
    ]);
  });

  it("lists each layout's and route's chunks beyond the entry's", () => {
    const chunks = [
      chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'] }),
      chunk('assets/vendor.js'),
      chunk('assets/storefront.js', { imports: ['assets/index.js'] }),
      chunk('assets/mobile-shell.js', {
        isDynamicEntry: true,
        facadeModuleId: `${SRC}/app/layout/mobile-shell.tsx`,
        imports: ['assets/storefront.js', 'assets/index.js'],
      }),
      chunk('assets/home.js', {
        isDynamicEntry: true,
        facadeModuleId: `${SRC}/routes/home/index.ts`,
        imports: ['assets/storefront.js', 'assets/vendor.js'],
      }),
    ];
    expect(
      pagePreloads(
        chunks,
        new Map([
          ['home', 'home'],
          ['cart', 'cart'],
        ]),
      ),
    ).toEqual({
      shells: { mobile: ['assets/mobile-shell.js', 'assets/storefront.js'] },
      routes: { home: ['assets/home.js', 'assets/storefront.js'] },
    });
  });
});
