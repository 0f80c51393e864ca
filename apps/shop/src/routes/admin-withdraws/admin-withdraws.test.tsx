import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { operatorSession, page, withdraw } from '../../test/admin-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const { open } = screenTest({
  title: 'Withdrawals',
  path: '/admin/withdraws',
  session: operatorSession(),
  routes: {
    'GET /admin/withdraws': () => ({ data: page([withdraw()]) }),
    'POST /admin/withdraws/review': () => ({ data: withdraw({ status: 'successed' }) }),
  },
});

const card = () => screen.findByRole('region', { name: '$285.00 to Ann (buyer)' });

/** The label-value pairs of a card. */
function fields(article: HTMLElement) {
  const terms = within(article).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('withdrawals', () => {
  it.each([375, 1280])('lists what to pay out, to which account (%i px)', async (width) => {
    const app = await open({ width });
    expect(fields(await card())).toEqual({
      'Amount requested': '$300.00',
      'Service fee': '$3.00',
      'Tax withheld': '$15.00',
      'To pay out': '$285.00',
      'Account type': 'Bank account',
      Account: '6222 0000 1111',
      Holder: 'Ann Lee',
      Bank: 'Kyoto Bank',
      'Branch address': 'Shijo branch',
    });
    expect(app.server.calls('GET /admin/withdraws')[0]?.query.get('status')).toBe('created');
  });

  it('leaves out the bank fields of a crypto wallet', async () => {
    await open({
      handlers: {
        'GET /admin/withdraws': () => ({
          data: page([
            withdraw({
              type: 'trc20',
              account: 'TXabc',
              name: '',
              bank_name: '',
              address: '',
              status: 'successed',
              reviewtime: 1_700_100_000,
            }),
          ]),
        }),
      },
    });
    const item = await card();
    expect(Object.keys(fields(item))).toEqual([
      'Amount requested',
      'Service fee',
      'Tax withheld',
      'To pay out',
      'Account type',
      'Account',
      'Reviewed',
    ]);
    expect(within(item).getByText('Paid out')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a withdrawal paid out after the confirmation', async () => {
    const app = await open();
    await app.user.click(within(await card()).getByRole('button', { name: 'Mark as paid out' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Confirm that $285.00 has been paid out to 6222 0000 1111?');
    await app.user.click(within(question).getByRole('button', { name: 'Mark as paid out' }));
    await expectToast(app, 'Withdrawal marked as paid out');
    expect(app.server.calls('POST /admin/withdraws/review')[0]?.body).toEqual({
      id: 51,
      approve: true,
    });
  });

  it('rejects with a reason, telling that the money returns to the balance', async () => {
    const app = await open();
    await app.user.click(within(await card()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject the withdrawal of $285.00 to Ann (buyer)?',
    });
    expect(dialog).toHaveTextContent(
      "The amount and the service fee return to the user's balance.",
    );
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Account closed');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectToast(app, 'Withdrawal rejected');
    expect(app.server.calls('POST /admin/withdraws/review')[0]?.body).toEqual({
      id: 51,
      approve: false,
      reason: 'Account closed',
    });
  });

  it('shows a refusal and keeps the withdrawal', async () => {
    const app = await open({
      handlers: {
        'POST /admin/withdraws/review': () => ({ refuse: 'This request has already been handled' }),
      },
    });
    await app.user.click(within(await card()).getByRole('button', { name: 'Mark as paid out' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        {
          name: 'Mark as paid out',
        },
      ),
    );
    await expectToast(app, 'This request has already been handled');
    expect(app.toasts()).not.toContain('Withdrawal marked as paid out');
  });

  it('says when nothing waits and switches tabs', async () => {
    const app = await open({ handlers: { 'GET /admin/withdraws': () => ({ data: page([]) }) } });
    expect(await screen.findByText('No withdrawals await payout')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(app.path()).toBe('/admin/withdraws?status=rejected'));
    expect(await screen.findByText('No withdrawals here')).toBeInTheDocument();
  });

  it('retries a list that failed', async () => {
    const down = outage(() => ({ data: page([withdraw()]) }));
    const app = await open({
      handlers: {
        'GET /admin/withdraws': down.handler,
      },
    });
    await down.retry(app, 'The withdrawals could not be loaded.');
    expect(await card()).toBeInTheDocument();
  });
});
