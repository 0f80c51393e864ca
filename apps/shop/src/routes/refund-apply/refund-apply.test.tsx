import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { appInfo, sessionAnswer } from '../../test/fixtures.js';
import { orderGoods, orderInfo, refundInfo } from '../../test/order-fixtures.js';
import { refundableOrder } from '../../test/refund-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { serverWith } from '../../test/screen-test.js';

const server = serverWith({
  'GET /wanlshop/order/getOrderInfo': () => ({ data: refundableOrder() }),
  'POST /wanlshop/refund/addApply': () => ({ data: refundInfo({ id: 72 }) }),
  'GET /wanlshop/refund/getRefundInfo': () => ({ data: refundInfo({ id: 72 }) }),
});

async function open(
  path = '/user/refund/apply/502?goods=31',
  options: Parameters<typeof renderApp>[0] = {},
) {
  const app = await renderApp({ path, session: sessionAnswer(), server: server(), ...options });
  await screen.findByRole('heading', { name: 'Request a refund', level: 1 });
  return app;
}

const submit = () => screen.getByRole('button', { name: 'Submit request' });

let restore = () => {};
afterEach(() => restore());

describe('refund application', () => {
  it('shows the line and the most it may ask, then checks the choices with the domain rules', async () => {
    const app = await open();
    const goods = within(await screen.findByRole('group', { name: 'Refunded item' }));
    expect(goods.getByText('Green tea')).toBeInTheDocument();
    expect(goods.getByText('50 g / Tin')).toBeInTheDocument();
    // One line may be refunded (the cake has a refund in process): no choice to make.
    expect(screen.queryByRole('radiogroup', { name: 'Item to refund' })).not.toBeInTheDocument();
    // What was paid for the line (30.00) is more than the order has left (50.00 - 25.00).
    expect(screen.getByRole('textbox', { name: 'Refund amount ($)' })).toHaveValue('25.00');
    expect(screen.getByText('At most $25.00')).toBeInTheDocument();
    const types = screen.getByRole('radiogroup', { name: 'Refund type' });
    expect(within(types).getByRole('radio', { name: 'Refund only (no return)' })).toBeChecked();

    await app.user.click(submit());
    const reasons = screen.getByRole('radiogroup', { name: 'Refund reason' });
    expect(reasons).toHaveTextContent('Please fill in the refund reason');
    expect(within(reasons).getAllByRole('radio')).toHaveLength(7);
    expect(within(reasons).getAllByRole('radio')[0]).toHaveFocus();

    await app.user.click(within(reasons).getByRole('radio', { name: 'Quality problem' }));
    await app.user.click(submit());
    const condition = screen.getByRole('radiogroup', { name: 'Goods status' });
    expect(condition).toHaveTextContent('Please choose whether you received the goods');

    await app.user.click(within(condition).getByRole('radio', { name: 'Not received' }));
    await app.user.click(within(types).getByRole('radio', { name: 'Return and refund' }));
    await app.user.click(submit());
    expect(types).toHaveTextContent(
      'Return and refund is only possible once you have received the goods',
    );
    expect(app.server.calls('POST /wanlshop/refund/addApply')).toHaveLength(0);
  });

  it('before shipment fixes the refund to the whole line, refund only, not received, and says why', async () => {
    const unshipped = refundableOrder({
      state: 2,
      delivertime: null,
      goods: [orderGoods()],
      pay: {
        goods_total: '25.00',
        freight: '5.00',
        discount: '0.00',
        total: '30.00',
        pay_amount: '30.00',
        refund_total: '0.00',
        number: 2,
      },
      refunds: [],
    });
    const app = await open('/user/refund/apply/502?goods=31', {
      server: server({ 'GET /wanlshop/order/getOrderInfo': () => ({ data: unshipped }) }),
    });
    const amount = await screen.findByRole('textbox', { name: 'Refund amount ($)' });
    expect(amount).toHaveValue('30.00');
    expect(amount).toHaveAttribute('readonly');
    expect(
      screen.getByText(
        'This order has not shipped yet, so the refund is of the whole item: $30.00 back to your wallet, and the shop is paid nothing for it.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Refund type' })).getAllByRole('radio'),
    ).toHaveLength(1);
    const condition = screen.getByRole('radiogroup', { name: 'Goods status' });
    expect(within(condition).getAllByRole('radio')).toHaveLength(1);
    expect(within(condition).getByRole('radio', { name: 'Not received' })).toBeChecked();
    await app.user.click(screen.getByRole('radio', { name: 'Quality problem' }));
    await app.user.click(submit());
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    await app.user.click(within(question).getByRole('button', { name: 'Request refund' }));
    await expectToast(app, 'Your refund request has been submitted');
    expect(app.server.calls('POST /wanlshop/refund/addApply')[0]?.body).toMatchObject({
      order_goods_id: 31,
      money: '30.00',
      type: 0,
      expressType: 0,
    });
  }, 90_000);

  it('refuses an amount over what the line allows, or that is not an amount', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('radio', { name: 'Quality problem' }));
    await app.user.click(screen.getByRole('radio', { name: 'Received' }));
    const amount = screen.getByRole('textbox', { name: 'Refund amount ($)' });
    await app.user.clear(amount);
    await app.user.paste('25.01');
    await app.user.click(submit());
    expect(
      await screen.findByText('The refund cannot exceed the amount paid ($25.00)'),
    ).toBeInTheDocument();
    expect(amount).toHaveFocus();

    await app.user.clear(amount);
    await app.user.paste('1.234');
    await app.user.click(submit());
    expect(await screen.findByText('Please enter a valid refund amount')).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/refund/addApply')).toHaveLength(0);
  });

  it('asks "refund this order", sends the line and opens the refund', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('radio', { name: 'Quality problem' }));
    await app.user.click(screen.getByRole('radio', { name: 'Received' }));
    await app.user.click(screen.getByRole('radio', { name: 'Return and refund' }));
    const amount = screen.getByRole('textbox', { name: 'Refund amount ($)' });
    await app.user.clear(amount);
    await app.user.paste('20');
    await app.user.click(screen.getByRole('textbox', { name: 'Description' }));
    await app.user.paste('  Broken seal ');
    await app.user.click(submit());
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Refund this order?');
    await app.user.click(within(question).getByRole('button', { name: 'Request refund' }));

    await expectToast(app, 'Your refund request has been submitted');
    expect(app.server.calls('POST /wanlshop/refund/addApply')[0]?.body).toEqual({
      order_id: 502,
      goods_id: 11,
      order_goods_id: 31,
      money: '20.00',
      type: 1,
      reason: 4,
      expressType: 1,
      images: [],
      refund_content: 'Broken seal',
    });
    await waitFor(() => expect(app.path()).toBe('/user/refund/details/72'));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('radio', { name: "I don't want it any more" }));
    await app.user.click(screen.getByRole('radio', { name: 'Not received' }));
    await app.user.click(submit());
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    await app.user.click(within(question).getByRole('button', { name: 'Go back' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument(),
    );
    expect(app.server.calls('POST /wanlshop/refund/addApply')).toHaveLength(0);
    expect(app.path()).toBe('/user/refund/apply/502?goods=31');
  });

  it('offers the lines that may be refunded when the order names none, and converts the amount (desktop)', async () => {
    const order = refundableOrder({
      goods: [
        orderGoods(),
        orderGoods({
          id: 33,
          goods_id: 12,
          title: 'Cake',
          difference: '',
          price: '5.00',
          number: 1,
          freight: '0.00',
        }),
        orderGoods({ id: 34, goods_id: 13, title: 'Jam', refund_status: 1, refund_id: 71 }),
      ],
      refunds: [],
    });
    const app = await open('/user/refund/apply/502', {
      width: 1280,
      server: server({
        'GET /wanlshop/common/info': () => ({
          data: appInfo({
            currencyList: [{ language: 'en', code: 'GBP', symbol: '£', rate: '0.5' }],
          }),
        }),
        'GET /wanlshop/order/getOrderInfo': () => ({ data: order }),
      }),
    });
    const lines = await screen.findByRole('radiogroup', { name: 'Item to refund' });
    expect(
      within(lines)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Green tea (50 g / Tin) ×2', 'Cake ×1']);
    await app.user.click(screen.getByRole('radio', { name: 'Quality problem' }));
    await app.user.click(screen.getByRole('radio', { name: 'Received' }));
    await app.user.click(submit());
    expect(lines).toHaveTextContent('Please select an item first');

    await app.user.click(within(lines).getByRole('radio', { name: /Cake/ }));
    // 5.00 stored is £10.00 at 0.5 stored per pound.
    const amount = screen.getByRole('textbox', { name: 'Refund amount (£)' });
    expect(amount).toHaveValue('10.00');
    await app.user.click(within(lines).getByRole('radio', { name: /Green tea/ }));
    expect(amount).toHaveValue('60.00');
    await app.user.clear(amount);
    await app.user.paste('7');
    await app.user.click(submit());
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Request refund',
      }),
    );
    await waitFor(() => expect(app.server.calls('POST /wanlshop/refund/addApply')).toHaveLength(1));
    expect(app.server.calls('POST /wanlshop/refund/addApply')[0]?.body).toMatchObject({
      goods_id: 11,
      order_goods_id: 31,
      money: '3.50',
    });
  });

  it('uploads evidence pictures and waits for them before sending', async () => {
    const fake = installFakeUploads(() => ({
      data: { url: '/uploads/proof-1.png', name: 'p.png' },
    }));
    restore = fake.restore;
    fake.hold();
    const app = await open();
    await app.user.click(await screen.findByRole('radio', { name: 'Counterfeit' }));
    await app.user.click(screen.getByRole('radio', { name: 'Received' }));
    const pictures = screen.getByRole('group', { name: 'Evidence pictures' });
    await app.user.upload(
      pictures.querySelector<HTMLInputElement>('input[type="file"]')!,
      imageFile(),
    );
    await app.user.click(submit());
    await expectToast(app, 'Please wait until the pictures are uploaded.');
    expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument();

    fake.release();
    await waitFor(() =>
      expect(within(pictures).queryByRole('progressbar')).not.toBeInTheDocument(),
    );
    await app.user.click(submit());
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Request refund',
      }),
    );
    await waitFor(() => expect(app.server.calls('POST /wanlshop/refund/addApply')).toHaveLength(1));
    expect(app.server.calls('POST /wanlshop/refund/addApply')[0]?.body).toMatchObject({
      reason: 6,
      images: ['/uploads/proof-1.png'],
    });
  });

  it('holds the request while a picture failed to upload', async () => {
    const fake = installFakeUploads(() => ({
      refuse: 'Only JPG, JPEG or PNG images can be uploaded',
    }));
    restore = fake.restore;
    const app = await open();
    await app.user.click(await screen.findByRole('radio', { name: 'Counterfeit' }));
    await app.user.click(screen.getByRole('radio', { name: 'Received' }));
    const pictures = screen.getByRole('group', { name: 'Evidence pictures' });
    await app.user.upload(
      pictures.querySelector<HTMLInputElement>('input[type="file"]')!,
      imageFile(),
    );
    expect(await within(pictures).findByRole('alert')).toHaveTextContent('did not upload');
    await app.user.click(submit());
    await expectToast(app, 'A picture did not upload: remove it and try again.');
    expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and stays on the form", async () => {
    const app = await open('/user/refund/apply/502?goods=31', {
      server: server({
        'POST /wanlshop/refund/addApply': () => ({
          refuse: 'This item cannot be refunded at the moment',
        }),
      }),
    });
    await app.user.click(await screen.findByRole('radio', { name: 'Counterfeit' }));
    await app.user.click(screen.getByRole('radio', { name: 'Received' }));
    await app.user.click(submit());
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Request refund',
      }),
    );
    await expectToast(app, 'This item cannot be refunded at the moment');
    expect(app.path()).toBe('/user/refund/apply/502?goods=31');
    expect(submit()).toBeEnabled();
  });

  it('says so when no line of the order may be refunded', async () => {
    await open('/user/refund/apply/501', {
      server: server({ 'GET /wanlshop/order/getOrderInfo': () => ({ data: orderInfo() }) }),
    });
    expect(
      await screen.findByText('No item of this order can be refunded at the moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      '/user/order/details/501',
    );
  });

  it('says when the order cannot be loaded, and retries', async () => {
    let fail = true;
    const app = await open('/user/refund/apply/502', {
      server: server({
        'GET /wanlshop/order/getOrderInfo': () =>
          fail ? { refuse: 'Not found', status: 404 } : { data: refundableOrder() },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order could not be loaded.');
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Submit request' })).toBeInTheDocument();
  });

  it('says so for an id that is not one', async () => {
    await open('/user/refund/apply/abc');
    expect(screen.getByRole('alert')).toHaveTextContent('This order could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
