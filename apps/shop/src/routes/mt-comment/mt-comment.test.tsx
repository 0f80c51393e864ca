import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { merchantComment, merchantSession } from '../../test/merchant-trade-fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { screenTest } from '../../test/screen-test.js';

const fresh = merchantComment({ images: ['/uploads/c1.png'] });
const answered = merchantComment({
  id: 52,
  score: 2,
  content: 'Too bitter',
  difference: '',
  user: { id: 8, nickname: 'Bo', avatar: '' },
  goods: { id: 12, title: 'Oolong', image: '/uploads/oolong.png' },
  reply: 'Sorry to hear that',
  replytime: 1_700_000_500,
});

const { open, server } = screenTest({
  title: 'Comment management',
  path: '/mt/comment',
  session: merchantSession(),
  routes: {
    'GET /wanlshop/merchant/comments': ({ query }) =>
      query.get('state') === 'pertinent'
        ? { data: page([]) }
        : { data: page(query.get('state') === 'poor' ? [answered] : [fresh, answered]) },
  },
});

describe('merchant reviews', () => {
  it('lists the reviews with their goods, reply state and a link to reply', async () => {
    await open();
    const first = within(await screen.findByRole('article', { name: 'Green tea' }));
    expect(first.getByText('Lovely tea')).toBeInTheDocument();
    expect(first.getByText('Not replied yet')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Reply to Ann' })).toHaveAttribute(
      'href',
      '/mt/comment_details/51',
    );
    const second = within(screen.getByRole('article', { name: 'Oolong' }));
    expect(second.getByText("Shop's reply: Sorry to hear that")).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'View the review by Bo' })).toHaveAttribute(
      'href',
      '/mt/comment_details/52',
    );
    const trade = within(screen.getByRole('tablist', { name: 'Trade management' }));
    expect(trade.getByRole('tab', { name: 'Comment management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('filters by the review tabs in the address, with "no reviews" for an empty one', async () => {
    const app = await open({ width: 1280 });
    const tabs = within(screen.getByRole('tablist', { name: 'Review rating' }));
    await app.user.click(tabs.getByRole('tab', { name: /poor/i }));
    await waitFor(() => expect(app.path()).toBe('/mt/comment?tab=poor'));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Green tea' })).not.toBeInTheDocument(),
    );
    await app.user.click(tabs.getByRole('tab', { name: /medium|pertinent|average/i }));
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/mt/comment'));
  });

  it('says when the reviews cannot be loaded, and retries', async () => {
    let fail = true;
    const app = await open({
      server: server({
        'GET /wanlshop/merchant/comments': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: page([fresh]) },
      }),
    });
    expect(await screen.findByText('The reviews could not be loaded.')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Green tea' })).toBeInTheDocument();
  });
});
