import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeServer } from '../../test/fake-server.js';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { orderGoods, orderInfo } from '../../test/order-fixtures.js';
import { renderApp } from '../../test/render-app.js';

const received = orderInfo({
  id: 503,
  state: 4,
  goods: [
    orderGoods(),
    orderGoods({ id: 33, goods_id: 12, sku_id: 102, title: 'Cake', difference: '' }),
    orderGoods({ id: 34, goods_id: 13, title: 'Jam', commented: true }),
  ],
});

function server() {
  return createFakeServer({
    'GET /wanlshop/order/getOrderInfo': () => ({ data: received }),
    'POST /wanlshop/order/commentOrder': () => ({ data: { id: 503, state: 6 } }),
  });
}

async function open(path = '/user/order/comment?id=503', width = 375) {
  const app = await renderApp({ path, session: sessionAnswer(), server: server(), width });
  await screen.findByRole('heading', { name: 'Review', level: 1 });
  return app;
}

let restore = () => {};
afterEach(() => restore());

describe('order review', () => {
  it('reviews each goods not yet reviewed with stars, text and uploaded pictures', async () => {
    const fake = installFakeUploads(() => ({
      data: { url: '/uploads/review-1.png', name: 'r.png' },
    }));
    restore = fake.restore;
    fake.hold();
    const app = await open();
    const tea = within(await screen.findByRole('region', { name: 'Green tea (50 g / Tin)' }));
    expect(screen.getByRole('region', { name: 'Cake' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Jam/ })).not.toBeInTheDocument();

    const stars = tea.getByRole('radiogroup', { name: 'Rating for Green tea' });
    expect(within(stars).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await app.user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await app.user.type(tea.getByRole('textbox', { name: 'Review of Green tea' }), 'Fresh leaves');

    const pictures = tea.getByRole('group', { name: 'Pictures of Green tea' });
    await app.user.upload(
      pictures.querySelector<HTMLInputElement>('input[type="file"]')!,
      imageFile(),
    );
    expect(
      await within(pictures).findByRole('progressbar', { name: 'Uploading picture 1' }),
    ).toHaveAttribute('aria-valuenow', '50');
    // Posting waits for the pictures.
    await app.user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(
      await screen.findByText('Please wait until the pictures are uploaded.'),
    ).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/order/commentOrder')).toHaveLength(0);

    fake.release();
    await waitFor(() =>
      expect(within(pictures).queryByRole('progressbar')).not.toBeInTheDocument(),
    );
    await app.user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/order/commentOrder')[0]?.body).toEqual({
      id: 503,
      comments: [
        {
          goods_id: 11,
          order_goods_id: 31,
          score: 4,
          content: 'Fresh leaves',
          images: ['/uploads/review-1.png'],
        },
        { goods_id: 12, order_goods_id: 33, score: 5, content: '', images: [] },
      ],
    });
    await waitFor(() => expect(app.path()).toBe('/user/order/details/503'));
  });

  it('holds the review while a picture failed to upload, until it is removed', async () => {
    const fake = installFakeUploads(() => ({
      refuse: 'Only JPG, JPEG or PNG images can be uploaded',
    }));
    restore = fake.restore;
    const app = await open('/user/order/comment?id=503', 1280);
    const cake = within(await screen.findByRole('region', { name: 'Cake' }));
    const pictures = cake.getByRole('group', { name: 'Pictures of Cake' });
    await app.user.upload(
      pictures.querySelector<HTMLInputElement>('input[type="file"]')!,
      imageFile(),
    );
    expect(await within(pictures).findByRole('alert')).toHaveTextContent('did not upload');
    await app.user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(
      await screen.findByText('A picture did not upload: remove it and try again.'),
    ).toBeInTheDocument();
    await app.user.click(within(pictures).getByRole('button', { name: 'Remove picture 1' }));
    await app.user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/order/commentOrder')).toHaveLength(1),
    );
  });

  it('says when the order cannot be found', async () => {
    await open('/user/order/comment?id=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('This order could not be loaded.');
  });
});
