import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionAnswer } from '../../test/fixtures.js';
import { page, refundInfo, refundItem } from '../../test/order-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { screenTest } from '../../test/screen-test.js';

const inProcess = refundItem();
const agreed = refundItem({
  id: 72,
  shop_id: 2,
  shopname: 'Bakery',
  state: 1,
  type: 1,
  goods: { ...refundItem().goods, id: 32, title: 'Cake', difference: '' },
});
const rejected = refundItem({
  id: 73,
  shop_id: 3,
  shopname: 'Deli',
  state: 2,
  refuse_reason: 'The seal was intact',
});
const succeeded = refundItem({ id: 74, shop_id: 4, shopname: 'Florist', state: 4 });

const { openAt: open, server } = screenTest({
  title: 'My refunds',
  path: '/user/refund/list',
  session: sessionAnswer(),
  routes: {
    'GET /wanlshop/refund/refundList': () => ({
      data: page([inProcess, agreed, rejected, succeeded]),
    }),
    'POST /wanlshop/refund/closeRefund': () => ({ data: refundInfo({ state: 5 }) }),
    'POST /wanlshop/refund/toExpress': () => ({ data: refundInfo({ id: 72, state: 6 }) }),
    'POST /wanlshop/refund/arbitrationRefund': () => ({ data: refundInfo({ id: 73, state: 3 }) }),
  },
});

/** The refund of a shop in the list (its list item). */
const card = async (shop: string) =>
  within((await screen.findByRole('heading', { name: shop, level: 3 })).closest('li')!);

const buttons = (scope: ReturnType<typeof within>) =>
  scope.queryAllByRole('button').map((button: HTMLElement) => button.textContent);

describe('refund list', () => {
  it('shows the tab of the address in the domain order and switches tabs', async () => {
    const app = await open('/user/refund/list?state=6');
    const tabs = within(screen.getByRole('tablist', { name: 'Refund status' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'In process',
      'Seller agreed',
      'Return shipped',
      'Seller rejected',
      'Platform intervention requested',
      'Refund succeeded',
      'Closed',
    ]);
    expect(tabs.getByRole('tab', { name: 'Return shipped' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/refund/refundList')[0]?.query.get('state')).toBe('6'),
    );
    await app.user.click(tabs.getByRole('tab', { name: 'Seller rejected' }));
    await waitFor(() => expect(app.path()).toBe('/user/refund/list?state=2'));
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/refund/refundList').at(-1)?.query.get('state')).toBe(
        '2',
      ),
    );
    await app.user.click(tabs.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/user/refund/list'));
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/refund/refundList').at(-1)?.query.get('state')).toBe(
        '-1',
      ),
    );
  });

  it('shows each refund with its state, goods, amount, refusal and the actions of its state', async () => {
    await open('/user/refund/list?state=9');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const tea = await card('Tea House');
    expect(tea.getByText('In process')).toBeInTheDocument();
    expect(tea.getByText('Green tea')).toBeInTheDocument();
    expect(tea.getByText('50 g / Tin')).toBeInTheDocument();
    expect(tea.getByText('Refund only (no return)')).toBeInTheDocument();
    expect(tea.getByText('Refund amount').parentElement).toHaveTextContent('$25.00');
    expect(tea.getByRole('link', { name: 'Refund details' })).toHaveAttribute(
      'href',
      '/user/refund/details/71',
    );
    expect(buttons(tea)).toEqual(['Close request', 'Modify request']);
    expect(buttons(await card('Bakery'))).toEqual(['Close request', 'Ship the return']);
    const deli = await card('Deli');
    expect(deli.getByText(/The seal was intact/)).toBeInTheDocument();
    expect(buttons(deli)).toEqual([
      'Close request',
      'Modify request',
      'Ask the platform to intervene',
    ]);
    expect(buttons(await card('Florist'))).toEqual([]);
  });

  it('closes a refund only after "close the refund" is confirmed', async () => {
    const app = await open();
    const tea = await card('Tea House');
    await app.user.click(tea.getByRole('button', { name: 'Close request' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Close this refund request?');
    await app.user.click(within(question).getByRole('button', { name: 'Keep request' }));
    expect(app.server.calls('POST /wanlshop/refund/closeRefund')).toHaveLength(0);
    await waitFor(() => expect(tea.getByRole('button', { name: 'Close request' })).toHaveFocus());

    const lists = app.server.calls('GET /wanlshop/refund/refundList').length;
    await app.user.click(tea.getByRole('button', { name: 'Close request' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        { name: 'Close request' },
      ),
    );
    await expectToast(app, 'Refund request closed');
    expect(app.server.calls('POST /wanlshop/refund/closeRefund')[0]?.body).toEqual({ id: 71 });
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/refund/refundList').length).toBeGreaterThan(lists),
    );
  });

  it('ships the return with the courier and tracking number, both required', async () => {
    const app = await open();
    await app.user.click((await card('Bakery')).getByRole('button', { name: 'Ship the return' }));
    const popup = within(await screen.findByRole('dialog', { name: 'Ship the return' }));
    await app.user.click(popup.getByRole('button', { name: 'Submit' }));
    expect(popup.getByRole('textbox', { name: 'Courier' })).toHaveFocus();
    expect(popup.getByText('Please fill in the required fields')).toBeInTheDocument();
    await app.user.paste('Swift Post');
    await app.user.click(popup.getByRole('button', { name: 'Submit' }));
    expect(popup.getByRole('textbox', { name: 'Tracking number' })).toHaveFocus();
    await app.user.paste(' SP123 ');
    expect(app.server.calls('POST /wanlshop/refund/toExpress')).toHaveLength(0);
    await app.user.click(popup.getByRole('button', { name: 'Submit' }));
    await expectToast(app, 'Submitted');
    expect(app.server.calls('POST /wanlshop/refund/toExpress')[0]?.body).toEqual({
      id: 72,
      express_name: 'Swift Post',
      express_no: 'SP123',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ship the return' })).not.toBeInTheDocument(),
    );
  });

  it("keeps the return popup open on the server's refusal (desktop)", async () => {
    const app = await open('/user/refund/list', {
      width: 1280,
      server: server({
        'POST /wanlshop/refund/toExpress': () => ({
          refuse: 'This action is not available for the refund in its current status',
        }),
      }),
    });
    await app.user.click((await card('Bakery')).getByRole('button', { name: 'Ship the return' }));
    const popup = within(await screen.findByRole('dialog', { name: 'Ship the return' }));
    await app.user.click(popup.getByRole('textbox', { name: 'Courier' }));
    await app.user.paste('Swift Post');
    await app.user.click(popup.getByRole('textbox', { name: 'Tracking number' }));
    await app.user.paste('SP123');
    await app.user.keyboard('{Enter}');
    await expectToast(app, 'This action is not available for the refund in its current status');
    expect(screen.getByRole('dialog', { name: 'Ship the return' })).toBeInTheDocument();
    expect(popup.getByRole('textbox', { name: 'Courier' })).toHaveValue('Swift Post');
    await app.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ship the return' })).not.toBeInTheDocument(),
    );
  });

  it('asks the platform to intervene in a rejected refund, and modifies one on its form', async () => {
    const app = await open();
    const deli = await card('Deli');
    await app.user.click(deli.getByRole('button', { name: 'Ask the platform to intervene' }));
    await expectToast(app, 'Submitted');
    expect(app.server.calls('POST /wanlshop/refund/arbitrationRefund')[0]?.body).toEqual({
      id: 73,
    });
    await app.user.click(deli.getByRole('button', { name: 'Modify request' }));
    await waitFor(() => expect(app.path()).toBe('/user/refund/edit/73'));
  });

  it('shows "no data" for an empty tab and pages to "no more data"', async () => {
    const paged = server({
      'GET /wanlshop/refund/refundList': ({ query }) =>
        query.get('state') === '5'
          ? { data: page([]) }
          : query.get('page') === '2'
            ? { data: page([agreed], 2, 2) }
            : { data: page([inProcess], 1, 2) },
    });
    const app = await open('/user/refund/list?state=5', { server: paged });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'All' }));
    await card('Tea House');
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    await card('Bakery');
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('says when the refunds cannot be loaded and retries', async () => {
    let fail = true;
    const app = await open('/user/refund/list', {
      server: server({
        'GET /wanlshop/refund/refundList': () =>
          fail ? { refuse: 'Not found', status: 404 } : { data: page([inProcess]) },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The refunds could not be loaded.');
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await card('Tea House');
  });
});
