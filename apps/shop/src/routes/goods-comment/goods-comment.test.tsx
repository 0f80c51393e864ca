import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { commentItem, listPage } from '../../test/catalogue-fixtures.js';
import { goodsDetail } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

const NOW = 1_700_000_000_000;

const good = commentItem({
  id: 1,
  content: 'Lovely tea',
  images: ['/uploads/c1.png', '/uploads/c2.png'],
  reply: 'Thank you!',
  createtime: NOW / 1000 - 3 * 3600,
});
const poor = commentItem({
  id: 2,
  score: 2,
  content: 'Too bitter',
  user: { id: 10, nickname: 'Bo', avatar: '' },
  difference: '',
});

const server = serverWith({
  'GET /wanlshop/goods/detail': ({ query }) =>
    query.get('id') === '11'
      ? {
          data: goodsDetail({
            comment: { total: 12, good: 9, pertinent: 1, poor: 2, rate: '75', list: [] },
          }),
        }
      : { refuse: 'Not found', status: 404 },
  'GET /wanlshop/goods/comments': ({ query }) => {
    if (query.get('state') === 'poor') return { data: listPage([poor]) };
    if (query.get('state') === 'pertinent') return { data: listPage([]) };
    return query.get('page') === '2'
      ? { data: listPage([poor], 2, 2, 2) }
      : { data: listPage([good], 1, 2, 2) };
  },
});

async function open(
  path = '/product/goods/comment?goods_id=11',
  options: Parameters<typeof renderApp>[0] = {},
) {
  const app = await renderApp({ path, server: server(), now: () => NOW, ...options });
  await screen.findByRole('heading', { name: 'Reviews', level: 1 });
  return app;
}

describe('goods reviews', () => {
  it('lists the reviews with stars, pictures, the spec and the shop reply, with the tab counts', async () => {
    const app = await open();
    const list = await screen.findByRole('list', { name: 'Reviews of the goods' });
    const review = within(list).getAllByRole('listitem')[0]!;
    expect(review).toHaveTextContent('Ann');
    expect(review).toHaveTextContent('Lovely tea');
    expect(review).toHaveTextContent('50 g / Tin');
    expect(review).not.toHaveTextContent('50 g,Tin');
    expect(review).toHaveTextContent('3 hours ago');
    expect(within(review).getByRole('img', { name: /5 out of 5/ })).toBeInTheDocument();
    expect(within(review).getByRole('list', { name: /2 pictures/ })).toBeInTheDocument();
    expect(review).toHaveTextContent("Shop's reply: Thank you!");
    const tabs = within(await screen.findByRole('tablist', { name: 'Review rating' }));
    expect(await tabs.findByRole('tab', { name: 'All (12)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tabs.getByRole('tab', { name: 'Good (9)' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Average (1)' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Poor (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Green tea' })).toHaveAttribute('href', '/goods/11');
    expect(screen.getByText('75% positive')).toBeInTheDocument();
    expect(Object.fromEntries(app.server.calls('GET /wanlshop/goods/comments')[0]!.query)).toEqual({
      goods_id: '11',
      state: 'all',
      page: '1',
    });
  });

  it('switches tabs through the address and says "no comments" on an empty one', async () => {
    const app = await open();
    const tabs = within(await screen.findByRole('tablist', { name: 'Review rating' }));
    await app.user.click(await tabs.findByRole('tab', { name: 'Poor (2)' }));
    await waitFor(() => expect(app.path()).toBe('/product/goods/comment?goods_id=11&state=poor'));
    expect(await screen.findByText('Too bitter')).toBeInTheDocument();
    expect(screen.queryByText('Lovely tea')).not.toBeInTheDocument();
    expect(app.server.calls('GET /wanlshop/goods/comments').at(-1)?.query.get('state')).toBe(
      'poor',
    );
    await app.user.click(tabs.getByRole('tab', { name: 'Average (1)' }));
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'All (12)' }));
    await waitFor(() => expect(app.path()).toBe('/product/goods/comment?goods_id=11'));
  });

  it('opens the tab of the address and pages to "no more data"', async () => {
    const app = await open('/product/goods/comment?goods_id=11&state=good');
    expect(await screen.findByRole('tab', { name: 'Good (9)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByText('Lovely tea');
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Too bitter')).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('offers a retry when the reviews cannot be loaded', async () => {
    const down = outage(() => ({ data: listPage([good]) }), { refuse: 'Resting', status: 400 });
    const app = await open('/product/goods/comment?goods_id=11', {
      server: server({
        'GET /wanlshop/goods/comments': down.handler,
      }),
    });
    await down.retry(app, 'This page could not be loaded. Check your connection and try again.');
    expect(await screen.findByText('Lovely tea')).toBeInTheDocument();
  });

  it('shows skeletons while the reviews load', async () => {
    await open('/product/goods/comment?goods_id=11', {
      server: server({ 'GET /wanlshop/goods/comments': () => new Promise(() => {}) }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it.each(['/product/goods/comment', '/product/goods/comment?goods_id=abc'])(
    'shows not found without a goods id: %s',
    async (path) => {
      await renderApp({ path, server: server() });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    },
  );

  it('shows not found for an unknown goods', async () => {
    await renderApp({ path: '/product/goods/comment?goods_id=999', server: server() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('works on desktop: the title as a heading and the tabs by keyboard', async () => {
    const app = await open('/product/goods/comment?goods_id=11', { width: 1280 });
    const all = await screen.findByRole('tab', { name: 'All (12)' });
    await app.user.click(all);
    await app.user.keyboard('{ArrowRight}');
    await waitFor(() => expect(app.path()).toBe('/product/goods/comment?goods_id=11&state=good'));
    expect(screen.getByRole('tab', { name: 'Good (9)' })).toHaveFocus();
  });
});
