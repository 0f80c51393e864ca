import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Address } from '@bazaar/api/contract';
import { partKey } from '../../state/index.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { address, confirmation, page } from '../../test/order-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

const home = address();
const office = address({ id: 4, name: 'Bo Chan', address: '9 Office Lane', is_default: false });

const server = serverWith({
  'GET /wanlshop/address/getaddress': () => ({ data: page([home, office]) }),
  'POST /wanlshop/address': ({ body }) => {
    const { data } = body as { data: Partial<Address> };
    return { data: { ...office, id: data.id ?? 9, ...data, area_code: 852 } };
  },
});

async function open(path: string, options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({ path, session: sessionAnswer(), server: server(), ...options });
  await screen.findByRole('heading', { level: 1, name: /address/ });
  return app;
}

type App = Awaited<ReturnType<typeof open>>;

/** Chooses a country in the dial-code picker by its dial code (`+852`). */
async function chooseCountry(app: App, code: string) {
  await app.user.click(screen.getByRole('button', { name: /Country or region/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Country or region' });
  await app.user.click(within(sheet).getByRole('option', { name: new RegExp(`\\${code}`) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('address form', () => {
  it.each([375, 1280])(
    'adds an address from the list and goes back to it (%i px)',
    async (width) => {
      const app = await open('/user/address/list', { width });
      await app.user.click(await screen.findByRole('button', { name: 'Add a new address' }));
      await screen.findByRole('heading', { name: 'Add a new address', level: 1 });

      await app.user.type(field('Recipient'), ' Cy Wong ');
      await chooseCountry(app, '+852');
      expect(screen.getByRole('button', { name: /Country or region/ })).toHaveTextContent(
        '+852 Hong Kong',
      );
      await app.user.type(field('Mobile number'), '5550 199');
      await app.user.type(field('Detailed address'), '3 Peak Road');
      await app.user.click(screen.getByRole('checkbox', { name: 'Set as the default address' }));
      await app.user.click(screen.getByRole('button', { name: 'Save' }));

      await expectToast(app, 'Submitted');
      expect(app.server.calls('POST /wanlshop/address')[0]?.body).toEqual({
        type: 'add',
        data: {
          name: 'Cy Wong',
          mobile: '5550 199',
          country: 'hk',
          address: '3 Peak Road',
          is_default: true,
        },
      });
      await waitFor(() => expect(app.path()).toBe('/user/address/list'));
    },
  );

  it('shows each rule of the address at its field and sends nothing until all pass', async () => {
    const app = await open('/user/address/edit');
    const save = screen.getByRole('button', { name: 'Save' });

    await app.user.click(save);
    expect(await screen.findByText("Please enter the recipient's name")).toBeInTheDocument();
    expect(field('Recipient')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Recipient')).toHaveFocus();

    await app.user.type(field('Recipient'), 'Cy Wong');
    expect(screen.queryByText("Please enter the recipient's name")).not.toBeInTheDocument();
    await app.user.click(save);
    expect(await screen.findByText('Please choose a country or region')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Country or region/ })).toHaveFocus();

    await chooseCountry(app, '+81');
    await app.user.type(field('Mobile number'), '12');
    await app.user.click(save);
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(field('Mobile number')).toHaveFocus();

    await app.user.clear(field('Mobile number'));
    await app.user.type(field('Mobile number'), '90-1234-5678');
    await app.user.click(save);
    expect(await screen.findByText('Please enter the detailed address')).toBeInTheDocument();
    expect(field('Detailed address')).toHaveFocus();
    expect(app.server.calls('POST /wanlshop/address')).toHaveLength(0);
  });

  it('edits an address opened directly, then shows the list', async () => {
    const app = await open('/user/address/edit/4');
    await screen.findByRole('heading', { name: 'Edit address', level: 1 });
    expect(field('Recipient')).toHaveValue('Bo Chan');
    expect(field('Detailed address')).toHaveValue('9 Office Lane');
    expect(screen.getByRole('button', { name: /Country or region/ })).toHaveTextContent(
      '+852 Hong Kong',
    );
    const makeDefault = screen.getByRole('checkbox', { name: 'Set as the default address' });
    expect(makeDefault).not.toBeChecked();
    expect(makeDefault).toBeEnabled();

    await app.user.clear(field('Recipient'));
    await app.user.type(field('Recipient'), 'Bo Chan-Lee');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Modified successfully');
    expect(app.server.calls('POST /wanlshop/address')[0]?.body).toEqual({
      type: 'edit',
      data: {
        id: 4,
        name: 'Bo Chan-Lee',
        mobile: '5550100',
        country: 'hk',
        address: '9 Office Lane',
        is_default: false,
      },
    });
    await waitFor(() => expect(app.path()).toBe('/user/address/list'));
  });

  it('keeps the default ticked on the default address and explains how to move it', async () => {
    await open('/user/address/edit/3');
    await screen.findByRole('heading', { name: 'Edit address', level: 1 });
    const makeDefault = screen.getByRole('checkbox', { name: 'Set as the default address' });
    expect(makeDefault).toBeChecked();
    expect(makeDefault).toBeDisabled();
    expect(makeDefault).toHaveAccessibleDescription(
      'This is your default address. To change it, set another address as the default.',
    );
  });

  it('says the first address becomes the default', async () => {
    await open('/user/address/edit', {
      server: server({ 'GET /wanlshop/address/getaddress': () => ({ data: page([]) }) }),
    });
    expect(
      await screen.findByText('Your first address becomes your default address.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Set as the default address' })).toBeChecked();
  });

  it('stays on the form when the server refuses the address', async () => {
    const app = await open('/user/address/edit', {
      server: server({
        'POST /wanlshop/address': () => ({
          refuse: 'You can save at most 20 addresses',
          data: { max: 20 },
        }),
      }),
    });
    await app.user.type(field('Recipient'), 'Cy Wong');
    await chooseCountry(app, '+852');
    await app.user.type(field('Mobile number'), '5550199');
    await app.user.type(field('Detailed address'), '3 Peak Road');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'You can save at most 20 addresses');
    expect(app.path()).toBe('/user/address/edit');
    expect(field('Recipient')).toHaveValue('Cy Wong');
  });

  it('goes to the page of ?redirect= once saved', async () => {
    const app = await open('/user/address/edit?redirect=/user/order/addorder');
    await app.user.type(field('Recipient'), 'Cy Wong');
    await chooseCountry(app, '+852');
    await app.user.type(field('Mobile number'), '5550199');
    await app.user.type(field('Detailed address'), '3 Peak Road');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.path()).toBe('/user/order/addorder'));
  });

  it('adds the first address from the order confirmation, which then uses it', async () => {
    window.localStorage.setItem(
      partKey('order'),
      JSON.stringify({ pending: [{ goods_id: 11, sku_id: 101, number: 2 }] }),
    );
    let saved = false;
    const app = await renderApp({
      path: '/user/order/addorder',
      session: sessionAnswer(),
      server: server({
        'GET /wanlshop/address/getaddress': () => ({ data: page(saved ? [home] : []) }),
        'POST /wanlshop/address': () => {
          saved = true;
          return { data: home };
        },
        'POST /wanlshop/order/getOrderGoodsList': () => ({
          data: confirmation({ addressData: saved ? home : null }),
        }),
        'GET /wanlshop/coupon/getMyList': () => ({ data: page([]) }),
      }),
    });
    const shipping = within(await screen.findByRole('region', { name: 'Shipping address' }));
    await app.user.click(shipping.getByRole('link', { name: 'Add a new address' }));
    await screen.findByRole('heading', { name: 'Add a new address', level: 1 });
    expect(
      await screen.findByText('Your first address becomes your default address.'),
    ).toBeInTheDocument();
    await app.user.type(field('Recipient'), 'Ann Lee');
    await chooseCountry(app, '+852');
    await app.user.type(field('Mobile number'), '5550100');
    await app.user.type(field('Detailed address'), '1 Harbour Road');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(app.path()).toBe('/user/order/addorder'));
    // The order confirmation is prepared again on the way back: the new address is the order's.
    const back = within(await screen.findByRole('region', { name: 'Shipping address' }));
    expect(await back.findByText('Ann Lee')).toBeInTheDocument();
    expect(back.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the address to edit does not exist', async () => {
    const app = await open('/user/address/edit/99');
    expect(
      await screen.findByText('This address does not exist or was deleted.'),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Shipping addresses' }));
    await waitFor(() => expect(app.path()).toBe('/user/address/list'));
  });

  it('offers a retry when the address to edit cannot be loaded', async () => {
    const down = outage(() => ({ data: page([home, office]) }));
    const app = await open('/user/address/edit/4', {
      server: server({
        'GET /wanlshop/address/getaddress': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByDisplayValue('Bo Chan')).toBeInTheDocument();
  });
});
