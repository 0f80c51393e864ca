import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Address } from '@bazaar/api/contract';
import { sessionAnswer } from '../../test/fixtures.js';
import { address, page } from '../../test/order-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const home = address();
const office = address({ id: 4, name: 'Bo Chan', address: '9 Office Lane', is_default: false });

const { open, server } = screenTest({
  title: 'Shipping addresses',
  path: '/user/address/list',
  session: sessionAnswer(),
  routes: {
    'GET /wanlshop/address/getaddress': () => ({ data: page([home, office]) }),
    'POST /wanlshop/address/deladdress': () => ({ data: {} }),
    'POST /wanlshop/address': ({ body }) => ({
      data: { ...office, ...(body as { data: Partial<Address> }).data },
    }),
  },
});

/** The list item of the address of `name`. */
const card = async (name: string) => (await screen.findByText(name)).closest('li')!;

describe('address list', () => {
  it.each([375, 1280])(
    'lists the addresses, the default first and marked, with the room left (%i px)',
    async (width) => {
      const app = await open({ width });
      const list = await screen.findByRole('list', { name: 'Shipping addresses' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent('Ann Lee+852 5550100Default1 Harbour Road');
      expect(items[1]).not.toHaveTextContent('Default');
      expect(screen.getByText('2 of 20 addresses saved')).toBeInTheDocument();
      expect(app.server.calls('GET /wanlshop/address/getaddress')[0]?.query.get('limit')).toBe(
        '20',
      );

      await app.user.click(within(items[1]!).getByRole('button', { name: 'Edit address' }));
      await waitFor(() => expect(app.path()).toBe('/user/address/edit/4'));
    },
  );

  it('is reached from the settings', async () => {
    const app = await renderApp({
      path: '/user/setting',
      session: sessionAnswer(),
      server: server(),
    });
    await app.user.click(await screen.findByRole('link', { name: 'Shipping addresses' }));
    expect(
      await screen.findByRole('heading', { name: 'Shipping addresses', level: 1 }),
    ).toBeInTheDocument();
    expect(app.path()).toBe('/user/address/list');
  });

  it('opens the form to add an address', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await waitFor(() => expect(app.path()).toBe('/user/address/edit'));
  });

  it('deletes an address only after the confirmation, then reads the list again', async () => {
    const app = await open();
    const bo = within(await card('Bo Chan'));
    await app.user.click(bo.getByRole('button', { name: 'Delete address' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Delete this address?');
    await app.user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(app.server.calls('POST /wanlshop/address/deladdress')).toHaveLength(0);
    await waitFor(() => expect(bo.getByRole('button', { name: 'Delete address' })).toHaveFocus());

    app.server.on('GET /wanlshop/address/getaddress', () => ({ data: page([home]) }));
    await app.user.click(bo.getByRole('button', { name: 'Delete address' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expectToast(app, 'Deleted');
    expect(app.server.calls('POST /wanlshop/address/deladdress')[0]?.body).toEqual({ id: 4 });
    await waitFor(() => expect(screen.queryByText('Bo Chan')).not.toBeInTheDocument());
    expect(screen.getByText('1 of 20 addresses saved')).toBeInTheDocument();
  });

  it('keeps the address when the server refuses to delete it', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/address/deladdress': () => ({
          refuse: 'Not found, or no longer available',
          status: 404,
        }),
      }),
    });
    await app.user.click(
      within(await card('Bo Chan')).getByRole('button', { name: 'Delete address' }),
    );
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expectToast(app, 'Not found, or no longer available');
    expect(app.toasts()).not.toContain('Deleted');
    expect(screen.getByText('Bo Chan')).toBeInTheDocument();
  });

  it('makes another address the default', async () => {
    const app = await open();
    expect(
      within(await card('Ann Lee')).queryByRole('button', { name: 'Set as default' }),
    ).not.toBeInTheDocument();
    await app.user.click(
      within(await card('Bo Chan')).getByRole('button', { name: 'Set as default' }),
    );
    await expectToast(app, 'Set successfully');
    expect(app.server.calls('POST /wanlshop/address')[0]?.body).toEqual({
      type: 'edit',
      data: {
        id: 4,
        name: 'Bo Chan',
        mobile: '5550100',
        country: 'hk',
        address: '9 Office Lane',
        is_default: true,
      },
    });
  });

  it('says nothing is set when the server refuses the new default', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/address': () => ({ refuse: 'Not found, or no longer available' }),
      }),
    });
    await app.user.click(
      within(await card('Bo Chan')).getByRole('button', { name: 'Set as default' }),
    );
    await expectToast(app, 'Not found, or no longer available');
    expect(app.toasts()).not.toContain('Set successfully');
  });

  it('shows "no data" without addresses', async () => {
    await open({
      server: server({ 'GET /wanlshop/address/getaddress': () => ({ data: page([]) }) }),
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.getByText('0 of 20 addresses saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a new address' })).toBeEnabled();
  });

  it('refuses a 21st address', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) =>
      address({ id: index + 1, name: `Person ${index + 1}`, is_default: index === 0 }),
    );
    await open({
      server: server({ 'GET /wanlshop/address/getaddress': () => ({ data: page(twenty) }) }),
    });
    expect(await screen.findByText('You can save at most 20 addresses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a new address' })).toBeDisabled();
  });

  it('says when the addresses cannot be loaded and retries', async () => {
    const down = outage(() => ({ data: page([home]) }));
    const app = await open({
      server: server({
        'GET /wanlshop/address/getaddress': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  });
});
