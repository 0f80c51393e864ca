import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MerchantShop } from '@bazaar/api/contract';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { merchantSession, merchantShop } from '../../test/merchant-shop-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';

let restoreUploads: (() => void) | undefined;
afterEach(() => {
  restoreUploads?.();
  restoreUploads = undefined;
});

function server(handlers: Record<string, ServerHandler> = {}) {
  let shop = merchantShop();
  return createFakeServer({
    'GET /wanlshop/merchant/shop': () => ({ data: shop }),
    'GET /wanlshop/merchant/coupons': () => ({
      data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] },
    }),
    'POST /wanlshop/merchant/shop': ({ body }) => {
      shop = { ...shop, ...(body as Partial<MerchantShop>) };
      return { data: shop };
    },
    ...handlers,
  });
}

async function open(width = 375, handlers: Record<string, ServerHandler> = {}) {
  const app = await renderApp({
    path: '/mt/shop',
    width,
    session: merchantSession(),
    server: server(handlers),
  });
  await screen.findByRole('heading', { name: 'Shop settings', level: 1 });
  return app;
}

describe('shop settings', () => {
  it.each([375, 1280])('edits the name, keywords, description and logo (%i px)', async (width) => {
    const fake = installFakeUploads(() => ({ data: { url: '/uploads/new-logo.png', name: 'n' } }));
    restoreUploads = fake.restore;
    const app = await open(width);
    const form = within(await screen.findByRole('form', { name: 'Shop settings' }));
    const name = form.getByRole('textbox', { name: 'Shop name' });
    expect(name).toHaveValue('Tea House');
    expect(form.getByRole('textbox', { name: /^Keywords/ })).toHaveValue('tea, leaves');
    await app.user.clear(name);
    await app.user.type(name, '  Tea House Kyoto ');
    await app.user.type(form.getByRole('textbox', { name: /^Keywords/ }), ', matcha');
    const description = form.getByRole('textbox', { name: 'Shop description' });
    await app.user.clear(description);
    await app.user.type(description, 'Leaves and matcha');
    await app.user.click(form.getByRole('button', { name: 'Remove picture 1' }));
    await app.user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      imageFile('logo.png'),
    );
    await form.findByRole('img', { name: 'Picture 1' });
    await app.user.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Modified successfully');
    expect(app.server.calls('POST /wanlshop/merchant/shop')[0]?.body).toEqual({
      shopname: 'Tea House Kyoto',
      keywords: 'tea, leaves, matcha',
      description: 'Leaves and matcha',
      avatar: '/uploads/new-logo.png',
    });
  });

  it('needs a name and a logo, asking nothing of the server without them', async () => {
    const app = await open();
    const form = within(await screen.findByRole('form', { name: 'Shop settings' }));
    const name = form.getByRole('textbox', { name: 'Shop name' });
    await app.user.clear(name);
    await app.user.click(form.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Please fill in the required fields');
    expect(name).toHaveFocus();
    await app.user.type(name, 'Tea');
    await app.user.click(form.getByRole('button', { name: 'Remove picture 1' }));
    await app.user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please fill in the required fields');
    expect(app.server.calls('POST /wanlshop/merchant/shop')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const app = await open(375, {
      'POST /wanlshop/merchant/shop': () => ({ refuse: 'Bad request', status: 400 }),
    });
    const form = within(await screen.findByRole('form', { name: 'Shop settings' }));
    await app.user.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Bad request');
    expect(form.getByRole('textbox', { name: 'Shop name' })).toHaveValue('Tea House');
  });

  it('offers a retry when the shop cannot be loaded', async () => {
    const down = outage(() => ({ data: merchantShop() }));
    const app = await open(375, {
      'GET /wanlshop/merchant/shop': down.handler,
    });
    await down.retry(app);
    expect(await screen.findByRole('form', { name: 'Shop settings' })).toBeInTheDocument();
  });
});
