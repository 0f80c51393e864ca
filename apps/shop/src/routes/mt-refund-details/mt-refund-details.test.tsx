import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { merchantSession, shopRefundInfo } from '../../test/merchant-trade-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { screenTest } from '../../test/screen-test.js';

const pending = shopRefundInfo({ images: ['/uploads/e1.png'] });
/** A return the buyer shipped back after the seller agreed, with every kind of step. */
const returned = shopRefundInfo({
  id: 72,
  type: 1,
  state: 6,
  express_name: 'Swift Post',
  express_no: 'SP9',
  refund_content: '',
  refuse_reason: 'First photo unclear',
  actions: ['confirm_return'],
  log: [
    {
      actor: 'buyer',
      action: 'apply',
      username: 'buyer',
      state: 0,
      content: 'Broken seal',
      images: ['/uploads/e1.png', '/uploads/e2.png'],
      createtime: 1_700_000_000,
    },
    {
      actor: 'seller',
      action: 'agree',
      username: 'teahouse',
      state: 1,
      content: '',
      images: [],
      createtime: 1_700_000_100,
    },
    {
      actor: 'buyer',
      action: 'ship_back',
      username: 'buyer',
      state: 6,
      content: 'Swift Post SP9',
      images: [],
      createtime: 1_700_000_200,
    },
    {
      actor: 'system',
      action: 'timeout',
      username: '',
      state: 6,
      content: '',
      images: [],
      createtime: 1_700_000_300,
    },
  ],
});

const { openAt: open, server } = screenTest({
  title: 'Refund details',
  session: merchantSession(),
  routes: {
    'GET /wanlshop/merchant/refundInfo': ({ query }) => ({
      data: query.get('id') === '72' ? returned : pending,
    }),
    'POST /wanlshop/merchant/refundAgree': () => ({ data: { ...pending, state: 4 } }),
    'POST /wanlshop/merchant/refundReceive': () => ({ data: { ...returned, state: 4 } }),
  },
});

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('merchant refund details', () => {
  it('shows the request, the goods, the evidence and the steps, and agrees after confirming', async () => {
    const app = await open('/mt/refund_details/71');
    await screen.findByRole('region', { name: 'In process' });
    expect(region('Refunded goods').getByRole('link', { name: 'Green tea' })).toHaveAttribute(
      'href',
      '/goods/11',
    );
    const request = region('Refund request');
    expect(request.getByText('Buyer').nextSibling).toHaveTextContent('Ann');
    expect(request.getByRole('link', { name: 'Contact buyer' })).toHaveAttribute(
      'href',
      '/mt/chat/7',
    );
    expect(request.getByText('Refund only (no return)')).toBeInTheDocument();
    expect(request.getByText('Quality problem')).toBeInTheDocument();
    expect(request.getByText('Received')).toBeInTheDocument();
    expect(request.getByText('Refund amount').nextSibling).toHaveTextContent('$25.00');
    expect(request.getByText('Broken seal')).toBeInTheDocument();
    expect(request.getByRole('link', { name: 'B202401010001' })).toHaveAttribute(
      'href',
      '/mt/order/details/501',
    );
    expect(request.getByRole('img', { name: 'Evidence picture 1' })).toBeInTheDocument();
    expect(region('Progress').getByText('Refund requested')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Agree' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Agree' }),
    );
    await expectToast(app, 'Refund agreed');
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/merchant/refundInfo')).toHaveLength(2),
    );
  });

  it('shows a return on its way back with its logistics and confirms its arrival, on desktop', async () => {
    const app = await open('/mt/refund_details/72', { width: 1280 });
    await screen.findByRole('region', { name: 'Return shipped' });
    expect(
      region('Return shipped').getByText('Reason for rejection').nextElementSibling,
    ).toHaveTextContent('First photo unclear');
    const request = region('Refund request');
    expect(request.getByText('Return and refund')).toBeInTheDocument();
    const shipment = region('Return shipment');
    expect(shipment.getByText('Courier').nextElementSibling).toHaveTextContent('Swift Post');
    expect(shipment.getByText('Tracking number').nextElementSibling).toHaveTextContent('SP9');
    expect(request.getByText('None')).toBeInTheDocument();
    const steps = region('Progress');
    expect(steps.getByText('Request agreed')).toBeInTheDocument();
    expect(steps.getByText(/Seller · teahouse/)).toBeInTheDocument();
    expect(steps.getByRole('list', { name: 'Evidence pictures' })).toBeInTheDocument();
    // A step this app does not know is named by the state it left; each step's chip names it too.
    expect(steps.getAllByText('Return shipped')).toHaveLength(4);
    expect(steps.getByText(/^System ·$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Confirm return received' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Confirm return received',
      }),
    );
    await expectToast(app, 'Refund successful');
    expect(app.server.calls('POST /wanlshop/merchant/refundReceive')[0]?.body).toEqual({ id: 72 });
  });

  it('says when the refund cannot be loaded, with a retry and the way back', async () => {
    let fail = true;
    const app = await open('/mt/refund_details/71', {
      server: server({
        'GET /wanlshop/merchant/refundInfo': () =>
          fail ? { refuse: 'Not found', status: 404 } : { data: pending },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This refund could not be loaded.');
    expect(screen.getByRole('link', { name: 'Refund management' })).toHaveAttribute(
      'href',
      '/mt/refund',
    );
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'In process' })).toBeInTheDocument();
  });
});
