import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MerchantApplication } from '@bazaar/api/contract';
import { selectSession } from '../../state/index.js';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { sessionAnswer } from '../../test/fixtures.js';
import {
  application,
  consoleStats,
  merchantSession,
  merchantShop,
} from '../../test/merchant-shop-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

let restoreUploads: (() => void) | undefined;
afterEach(() => {
  restoreUploads?.();
  restoreUploads = undefined;
});

/** Uploads answer each file with `/uploads/<its name>`. */
function fakeUploads() {
  const fake = installFakeUploads((request) => ({
    data: { url: `/uploads/${request.file?.name ?? 'x.png'}`, name: request.file?.name },
  }));
  restoreUploads = fake.restore;
  return fake;
}

/**
 * A server that keeps the application: `GET shop/apply` answers it, `POST shop/apply` moves it as
 * the real one does for the steps (0 -> 1, 1 -> 2) and answers it.
 */
function applyServer(
  start: MerchantApplication | null,
  handlers: Record<string, ServerHandler> = {},
) {
  let current = start;
  return createFakeServer({
    'GET /wanlshop/shop/apply': () => ({ data: current }),
    'POST /wanlshop/shop/apply': ({ body }) => {
      const { step, ...fields } = body as { step: string } & Partial<MerchantApplication>;
      current = application({
        ...current,
        ...fields,
        verify: step === 'qualifications' ? 1 : 2,
        refuse_reason: '',
      });
      return { data: current };
    },
    ...handlers,
  });
}

async function open(
  start: MerchantApplication | null,
  options: { path?: string; width?: number; handlers?: Record<string, ServerHandler> } = {},
) {
  const app = await renderApp({
    path: options.path ?? '/user/apply',
    width: options.width ?? 375,
    session: sessionAnswer(),
    server: applyServer(start, options.handlers),
  });
  await screen.findByRole('heading', { name: 'Merchant application', level: 1 });
  return app;
}

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Application steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

describe('merchant application: qualifications', () => {
  it.each([375, 1280])(
    'checks the form, then sends the qualifications and opens the shop form (%i px)',
    async (width) => {
      fakeUploads();
      const app = await open(null, { width });
      const form = await screen.findByRole('form', { name: 'Qualifications' });
      expect(currentStep()).toBe('Qualifications');

      // Nothing filled in: refused at the first field, nothing sent.
      await app.user.click(within(form).getByRole('button', { name: 'Next' }));
      const name = within(form).getByRole('textbox', { name: 'Name (as on the document)' });
      expect(name).toHaveAccessibleDescription('Please fill in all required fields');
      expect(name).toHaveFocus();
      expect(app.server.calls('POST /wanlshop/shop/apply')).toHaveLength(0);

      await app.user.type(name, ' Mia Chen ');
      await app.user.click(within(form).getByRole('button', { name: /Identity document/ }));
      const options = within(screen.getByRole('listbox'));
      expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
        "Driver's licence",
        'Personal number card',
        'Medical or health insurance card',
        'Passport',
      ]);
      await app.user.click(options.getByRole('option', { name: 'Passport' }));
      await app.user.type(
        within(form).getByRole('textbox', { name: 'Document number' }),
        'P1234567',
      );
      await app.user.type(
        within(form).getByRole('textbox', { name: 'Mobile number' }),
        '09012345678',
      );
      const email = within(form).getByRole('textbox', { name: 'Email address' });
      await app.user.type(email, 'mia@');
      await app.user.click(within(form).getByRole('button', { name: 'Next' }));
      expect(email).toHaveAccessibleDescription('Please enter a valid email address');
      await app.user.type(email, 'example.com');

      // The holder-ID photo is missing.
      await app.user.click(within(form).getByRole('button', { name: 'Next' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Please fill in all required fields',
      );
      await app.user.upload(fileInput(), imageFile('holder.png'));
      await within(form).findByRole('img', { name: 'Picture 1' });

      await app.user.click(within(form).getByRole('button', { name: 'Next' }));
      await screen.findByRole('form', { name: 'Shop information' });
      expect(app.server.calls('POST /wanlshop/shop/apply')[0]?.body).toEqual({
        step: 'qualifications',
        name: 'Mia Chen',
        id_type: 'passport',
        number: 'P1234567',
        mobile: '09012345678',
        email: 'mia@example.com',
        image: '/uploads/holder.png',
      });
      expect(currentStep()).toBe('Shop information');
      expect(app.path()).toBe('/user/apply');
    },
  );

  it('keeps the form when the server refuses it, showing why', async () => {
    fakeUploads();
    const app = await open(application({ verify: 1 }), {
      path: '/user/apply/qualifications',
      handlers: {
        'POST /wanlshop/shop/apply': () => ({
          refuse: 'Please enter a valid email address',
          data: { field: 'email' },
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Qualifications' });
    // Going back from the shop form shows the qualifications as given.
    expect(within(form).getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'mia@example.com',
    );
    expect(within(form).getByRole('button', { name: /Identity document/ })).toHaveTextContent(
      'Passport',
    );
    await app.user.click(within(form).getByRole('button', { name: 'Next' }));
    await expectToast(app, 'Please enter a valid email address');
    expect(screen.getByRole('form', { name: 'Qualifications' })).toBeInTheDocument();
    expect(app.path()).toBe('/user/apply/qualifications');
  });
});

describe('merchant application: shop information', () => {
  it.each([375, 1280])(
    'submits the shop for review, then shows the application as submitted (%i px)',
    async (width) => {
      fakeUploads();
      const app = await open(application({ verify: 1 }), { width });
      const form = await screen.findByRole('form', { name: 'Shop information' });
      await app.user.click(within(form).getByRole('button', { name: 'Submit for review' }));
      const shopname = within(form).getByRole('textbox', { name: 'Shop name' });
      expect(shopname).toHaveFocus();
      expect(app.server.calls('POST /wanlshop/shop/apply')).toHaveLength(0);

      await app.user.type(shopname, 'Tea House');
      await app.user.type(
        within(form).getByRole('textbox', { name: 'Shop introduction' }),
        'Leaves',
      );
      await app.user.upload(fileInput(), imageFile('logo.png'));
      await within(form).findByRole('img', { name: 'Picture 1' });
      await app.user.click(within(form).getByRole('button', { name: 'Submit for review' }));

      expect(
        await screen.findByRole('heading', { name: 'Your application is being reviewed' }),
      ).toBeInTheDocument();
      await expectToast(app, 'Submitted');
      expect(app.server.calls('POST /wanlshop/shop/apply')[0]?.body).toEqual({
        step: 'shop_info',
        shopname: 'Tea House',
        bio: 'Leaves',
        avatar: '/uploads/logo.png',
      });
      expect(currentStep()).toBe('Review');
      expect(screen.getByText('Submitted, awaiting review')).toBeInTheDocument();
      expect(screen.getByText(/^Last submitted:/)).toBeInTheDocument();
    },
  );

  it('goes back to correct the qualifications', async () => {
    const app = await open(application({ verify: 1 }));
    await app.user.click(await screen.findByRole('button', { name: 'Edit qualifications' }));
    await screen.findByRole('form', { name: 'Qualifications' });
    expect(app.path()).toBe('/user/apply/qualifications');
    expect(screen.getByRole('textbox', { name: 'Name (as on the document)' })).toHaveValue(
      'Mia Chen',
    );
  });
});

describe('merchant application: review', () => {
  it('never reopens a submitted application from the address', async () => {
    await open(application({ verify: 2, shopname: 'Tea House' }), {
      path: '/user/apply/qualifications',
    });
    expect(
      await screen.findByRole('heading', { name: 'Your application is being reviewed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Shop name: Tea House')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the rejection reason and applies again from the qualifications', async () => {
    fakeUploads();
    const app = await open(
      application({ verify: 4, shopname: 'Tea House', refuse_reason: 'The photo is blurred' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your application was not approved' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The photo is blurred')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Apply again' }));
    const form = await screen.findByRole('form', { name: 'Qualifications' });
    expect(app.path()).toBe('/user/apply/qualifications');
    await app.user.click(within(form).getByRole('button', { name: 'Remove picture 1' }));
    await app.user.upload(fileInput(), imageFile('sharp.png'));
    await within(form).findByRole('img', { name: 'Picture 1' });
    await app.user.click(within(form).getByRole('button', { name: 'Next' }));
    await screen.findByRole('form', { name: 'Shop information' });
    expect(app.server.calls('POST /wanlshop/shop/apply')[0]?.body).toMatchObject({
      step: 'qualifications',
      image: '/uploads/sharp.png',
    });
    // The shop form keeps what was given before.
    expect(screen.getByRole('textbox', { name: 'Shop name' })).toHaveValue('Tea House');
  });

  it('enters the merchant console once the renewed session carries the shop', async () => {
    const app = await open(application({ verify: 3, shopname: 'Tea House', shop_id: 12 }), {
      handlers: {
        'POST /wanlshop/user/refresh': () => ({ data: merchantSession('token-2') }),
        'GET /wanlshop/merchant/console': () => ({ data: consoleStats() }),
        'GET /wanlshop/merchant/shop': () => ({ data: merchantShop() }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your shop is open' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Enter the merchant console' }));
    await screen.findByRole('heading', { name: 'Merchant console', level: 1 });
    expect(app.path()).toBe('/mt');
    expect(selectSession(app.services.store.getState()).userinfo?.shop_auth).toBe(12);
  });

  it('stays when the renewed session has no shop yet', async () => {
    const app = await open(application({ verify: 3 }), {
      handlers: { 'POST /wanlshop/user/refresh': () => ({ data: sessionAnswer('token-2') }) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Enter the merchant console' }));
    await expectToast(app, 'Your shop is not active yet. Please try again shortly');
    expect(app.path()).toBe('/user/apply');
  });

  it('shows a user who has a shop the way in, without renewing the session', async () => {
    const app = await renderApp({
      path: '/user/apply',
      session: merchantSession(),
      server: applyServer(null, {
        'GET /wanlshop/merchant/console': () => ({ data: consoleStats() }),
        'GET /wanlshop/merchant/shop': () => ({ data: merchantShop() }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Your shop is open' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Enter the merchant console' }));
    await screen.findByRole('heading', { name: 'Merchant console', level: 1 });
    expect(app.server.calls('POST /wanlshop/user/refresh')).toHaveLength(0);
  });

  it('offers a retry when the application cannot be loaded', async () => {
    let fail = true;
    const app = await open(null, {
      handlers: {
        'GET /wanlshop/shop/apply': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: null },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await app.user.click(retry);
    expect(await screen.findByRole('form', { name: 'Qualifications' })).toBeInTheDocument();
  });
});
