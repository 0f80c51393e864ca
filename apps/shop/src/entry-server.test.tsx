// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './entry-server.js';
import { SSR_STATE_ID, type SsrState } from './app/ssr/ssr-state.js';
import { createFakeServer } from './test/fake-server.js';
import { goodsSearchPage } from './test/catalogue-fixtures.js';
import { appInfo, goodsCard, goodsDetail } from './test/fixtures.js';

const ORIGIN = 'https://shop.example';

function server() {
  return createFakeServer({
    'GET /wanlshop/common/info': () => ({
      data: appInfo({ curationGoods: [goodsCard({ id: 7, title: 'Featured kettle' })] }),
    }),
    'GET /wanlshop/common/goods': () => ({
      data: goodsSearchPage([goodsCard({ id: 9, title: 'Listed lamp' })]),
    }),
    'GET /wanlshop/goods/detail': (request) =>
      request.query.get('id') === '8'
        ? {
            data: goodsDetail({
              id: 8,
              title: 'Tea </script><script>alert(1)</script> set',
              description: 'A tea set for four',
              price: '25.00',
              image: '/uploads/seed-goods-kitchen-1.png',
            }),
          }
        : { refuse: 'Not found', status: 404 },
  });
}

function stateOf(page: { state: string }): SsrState {
  const text = /<script type="application\/json" id="([^"]+)">(.*)<\/script>$/s.exec(page.state);
  expect(text?.[1]).toBe(SSR_STATE_ID);
  return JSON.parse(text![2]!) as SsrState;
}

describe('server rendering', () => {
  it('draws the home page with its data, styles, title and description', async () => {
    const fake = server();
    const page = await render({
      url: '/',
      origin: ORIGIN,
      language: 'en',
      layout: 'mobile',
      fetch: fake.fetch,
    });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Featured kettle');
    expect(page?.html).toContain('Listed lamp');
    expect(page?.styles).toMatch(/^<style data-styled/);
    expect(page?.head).toContain('<title>Home</title>');
    expect(page?.head).toMatch(/<meta name="description" content="[^"]+">/);
    const state = stateOf(page!);
    expect(state).toMatchObject({ language: 'en', layout: 'mobile' });
    expect(state.seed.map(([key]) => key)).toContain('GET /wanlshop/common/info');
    // Every call was a visitor's: no token ever leaves the server's render.
    expect(fake.requests.every((request) => !('token' in request.headers))).toBe(true);
  });

  it('draws a goods page with its Open Graph card, its data escaped in the page', async () => {
    const page = await render({
      url: '/goods/8',
      origin: ORIGIN,
      language: 'en',
      layout: 'desktop',
      fetch: server().fetch,
    });
    expect(page?.head).toContain('<meta property="og:type" content="product">');
    expect(page?.head).toContain(
      '<meta property="og:title" content="Tea &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; set">',
    );
    expect(page?.head).toContain(
      `<meta property="og:image" content="${ORIGIN}/uploads/seed-goods-kitchen-1.png?w=1080">`,
    );
    expect(page?.head).toContain('<meta property="product:price:amount" content="25.00">');
    expect(page?.head).toContain('<meta property="product:price:currency" content="USD">');
    expect(page?.head).toContain('<meta name="description" content="A tea set for four">');
    expect(page?.html).toContain('fetchPriority="high"');
    // The main picture's preload is the head's first tag, before the app's script in the page.
    expect(page?.head).toMatch(/^<link rel="preload" as="image" imageSrcSet="[^"]*tea-1\.png/);
    expect(page?.html).not.toMatch(/^<link/);
    // Only the script's own end closes it: the title's is escaped.
    expect(page?.state.match(/<\/script>/g)).toHaveLength(1);
    const state = stateOf(page!);
    expect(state.seed.find(([key]) => key === 'GET /wanlshop/goods/detail {"id":8}')).toBeDefined();
  });

  it("gives a goods' price in the currency of the page's language", async () => {
    const fake = createFakeServer({
      'GET /wanlshop/common/info': () => ({
        data: appInfo({
          currencyList: [
            { language: 'en', code: 'USD', symbol: '$', rate: '1' },
            { language: 'ja', code: 'JPY', symbol: '¥', rate: '0.0067' },
          ],
        }),
      }),
      'GET /wanlshop/goods/detail': () => ({ data: goodsDetail({ id: 8, price: '25.00' }) }),
    });
    const page = await render({
      url: '/goods/8',
      origin: ORIGIN,
      language: 'ja',
      layout: 'mobile',
      fetch: fake.fetch,
    });
    // 25.00 / 0.0067 = 3731.34..., shown as the yen is: no decimals.
    expect(page?.head).toContain('<meta property="product:price:amount" content="3731">');
    expect(page?.head).toContain('<meta property="product:price:currency" content="JPY">');
  });

  it('answers 404 for a goods that does not exist', async () => {
    const page = await render({
      url: '/goods/999',
      origin: ORIGIN,
      language: 'ja',
      layout: 'mobile',
      fetch: server().fetch,
    });
    expect(page?.status).toBe(404);
    expect(stateOf(page!).language).toBe('ja');
  });

  it.each(['/user', '/user/wallet', '/mt/console', '/admin', '/no/such/page'])(
    'leaves %s to the browser',
    async (url) => {
      const page = await render({
        url,
        origin: ORIGIN,
        language: 'en',
        layout: 'mobile',
        fetch: server().fetch,
      });
      expect(page).toBeNull();
    },
  );
});
