import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { NOW_MS, myComment } from '../../test/account-fixtures.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const lovely = myComment({ images: ['/uploads/cup.png'], reply: 'Thank you!' });
const stale = myComment({
  id: 2,
  goods_id: 12,
  score: 2,
  content: 'Stale',
  difference: '',
  goods: { id: 12, title: 'Cake', image: '/uploads/cake.png' },
});

const { openAt: open, server } = screenTest({
  title: 'My reviews',
  path: '/user/comment/list',
  session: sessionAnswer(),
  now: () => NOW_MS,
  routes: {
    'GET /wanlshop/user/comment': ({ query }) =>
      query.get('state') === 'pertinent'
        ? { data: page([]) }
        : query.get('state') === 'poor'
          ? { data: page([stale]) }
          : { data: page([lovely, stale]) },
  },
});

const review = async (goods: string) =>
  within((await screen.findByRole('link', { name: goods })).closest('article')!);

describe('my reviews', () => {
  it.each([375, 1280])(
    'lists the reviews written, each with its goods and the shop reply (%i px)',
    async (width) => {
      const app = await open('/user/comment/list', { width });
      expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() =>
        expect(app.server.calls('GET /wanlshop/user/comment')[0]?.query.get('state')).toBe('all'),
      );
      const tea = await review('Green tea');
      expect(tea.getByRole('link', { name: 'Green tea' })).toHaveAttribute('href', '/goods/11');
      expect(tea.getByText('Lovely tea')).toBeInTheDocument();
      expect(tea.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
      expect(tea.getByText('50 g / Tin')).toBeInTheDocument();
      expect(tea.getByText('Yesterday')).toBeInTheDocument();
      expect(tea.getByText('Buyer')).toBeInTheDocument();
      expect(tea.getByRole('img', { name: 'Picture 1 of 1' })).toHaveAttribute(
        'src',
        '/uploads/cup.png',
      );
      expect(tea.getByText('Shop reply: Thank you!')).toBeInTheDocument();
      const cake = await review('Cake');
      expect(cake.getByText('Stale')).toBeInTheDocument();
      expect(cake.getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
      expect(cake.queryByText(/Shop reply/)).not.toBeInTheDocument();
    },
  );

  it('switches rating tabs by the address, "no comments" for an empty one', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('tab', { name: 'Poor' }));
    await waitFor(() => expect(app.path()).toBe('/user/comment/list?state=poor'));
    // The list may render the tab's answer twice (cached, then fresh): ask the document each time.
    await waitFor(() => expect(screen.getByText('Stale')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Lovely tea')).not.toBeInTheDocument());

    await app.user.click(screen.getByRole('tab', { name: 'Average' }));
    await waitFor(() => expect(app.path()).toBe('/user/comment/list?state=pertinent'));
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();

    await app.user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/user/comment/list'));
  });

  it('opens on the tab of ?state= and pages to "no more data"', async () => {
    const app = await open('/user/comment/list?state=good', {
      server: server({
        'GET /wanlshop/user/comment': ({ query }) =>
          query.get('page') === '2'
            ? { data: page([stale], 2, 2) }
            : { data: page([lovely], 1, 2) },
      }),
    });
    expect(screen.getByRole('tab', { name: 'Good' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Lovely tea');
    expect(app.server.calls('GET /wanlshop/user/comment')[0]?.query.get('state')).toBe('good');
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Stale')).toBeInTheDocument();
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('says when the reviews cannot be loaded and retries', async () => {
    const down = outage(() => ({ data: page([lovely]) }));
    const app = await open('/user/comment/list', {
      server: server({
        'GET /wanlshop/user/comment': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByText('Lovely tea')).toBeInTheDocument();
  });
});
