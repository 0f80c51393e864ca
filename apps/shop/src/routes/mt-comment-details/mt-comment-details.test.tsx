import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { merchantComment, merchantSession } from '../../test/merchant-trade-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { serverWith } from '../../test/screen-test.js';

const comment = merchantComment({ images: ['/uploads/c1.png', '/uploads/c2.png'] });

const server = serverWith({
  'GET /wanlshop/merchant/commentInfo': () => ({ data: comment }),
  'POST /wanlshop/merchant/reply': ({ body }) => ({
    data: {
      ...comment,
      reply: (body as { content: string }).content,
      replytime: 1_700_000_900,
    },
  }),
});

async function open(
  path = '/mt/comment_details/51',
  options: Parameters<typeof renderApp>[0] = {},
) {
  const app = await renderApp({ path, session: merchantSession(), server: server(), ...options });
  await screen.findByRole('heading', { name: 'Review details', level: 1 });
  return app;
}

describe('merchant review details', () => {
  it('shows the review with its goods and order, and sends a reply', async () => {
    const app = await open();
    const review = within(await screen.findByRole('article', { name: 'Green tea' }));
    expect(review.getByText('Lovely tea')).toBeInTheDocument();
    expect(review.getByText('50 g / Tin')).toBeInTheDocument();
    expect(review.getByRole('list', { name: /2/ })).toBeInTheDocument();
    expect(review.getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      '/mt/order/details/501',
    );
    expect(app.server.calls('GET /wanlshop/merchant/commentInfo')[0]?.query.get('id')).toBe('51');

    const form = within(screen.getByRole('form', { name: 'Reply to the review' }));
    await app.user.click(form.getByRole('button', { name: 'Send reply' }));
    expect(await form.findByText('Please enter a reply')).toBeInTheDocument();
    expect(form.getByLabelText('Your reply')).toHaveFocus();
    expect(app.server.calls('POST /wanlshop/merchant/reply')).toHaveLength(0);

    await app.user.type(form.getByLabelText('Your reply'), '  Thank you, Ann!  ');
    await app.user.click(form.getByRole('button', { name: 'Send reply' }));
    await expectToast(app, 'Reply sent');
    expect(app.server.calls('POST /wanlshop/merchant/reply')[0]?.body).toEqual({
      id: 51,
      content: 'Thank you, Ann!',
    });
    expect(await review.findByText("Shop's reply: Thank you, Ann!")).toBeInTheDocument();
    expect(review.getByText(/^Replied on/)).toBeInTheDocument();
    expect(form.getByLabelText('Change your reply')).toHaveValue('Thank you, Ann!');
  });

  it('keeps the text when the server refuses the reply, on desktop', async () => {
    const app = await open('/mt/comment_details/51', {
      width: 1280,
      server: server({
        'POST /wanlshop/merchant/reply': () => ({ refuse: 'Not found', status: 404 }),
      }),
    });
    const form = within(await screen.findByRole('form', { name: 'Reply to the review' }));
    await app.user.type(form.getByLabelText('Your reply'), 'Thanks');
    await app.user.click(form.getByRole('button', { name: 'Send reply' }));
    await expectToast(app, 'Not found');
    expect(form.getByLabelText('Your reply')).toHaveValue('Thanks');
  });

  it('says when the review cannot be loaded, and retries', async () => {
    let fail = true;
    const app = await open('/mt/comment_details/51', {
      server: server({
        'GET /wanlshop/merchant/commentInfo': () =>
          fail ? { refuse: 'Not found', status: 404 } : { data: comment },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This review could not be loaded.');
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Green tea' })).toBeInTheDocument();
  });

  it('has no retry for an address without a review id', async () => {
    const app = await open('/mt/comment_details/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This review could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Comment management' }));
    await waitFor(() => expect(app.path()).toBe('/mt/comment'));
  });
});
