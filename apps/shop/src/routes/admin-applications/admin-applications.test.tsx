import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { application, operatorSession, page } from '../../test/admin-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

function server(handlers: Record<string, ServerHandler> = {}) {
  return createFakeServer({
    'GET /admin/applications': ({ query }) =>
      query.get('verify') === '4'
        ? { data: page([application({ id: 32, verify: 4, refuse_reason: 'Blurry ID photo' })]) }
        : { data: page([application()]) },
    'POST /admin/applications/review': ({ body }) => ({
      data: application({ verify: (body as { approve: boolean }).approve ? 3 : 4 }),
    }),
    ...handlers,
  });
}

async function open(
  options: { path?: string; width?: number; handlers?: Record<string, ServerHandler> } = {},
) {
  const app = await renderApp({
    path: options.path ?? '/admin/applications',
    width: options.width ?? 375,
    session: operatorSession(),
    server: server(options.handlers),
  });
  await screen.findByRole('heading', { name: 'Merchant applications', level: 1 });
  return app;
}

const card = async (shop = 'Ann Tea') => screen.findByRole('region', { name: shop });

describe('merchant applications', () => {
  it('lists the submitted applications with what the applicant gave', async () => {
    const app = await open();
    const item = within(await card());
    expect(item.getByText('Applicant: Ann (buyer)')).toBeInTheDocument();
    expect(item.getByText('Awaiting review')).toBeInTheDocument();
    expect(item.getByText('Passport')).toBeInTheDocument();
    expect(item.getByText('P1234567')).toBeInTheDocument();
    expect(item.getByText('ann@example.com')).toBeInTheDocument();
    expect(item.getByText('Green teas from Uji')).toBeInTheDocument();
    expect(item.getByRole('img', { name: 'Photo holding the ID' })).toBeInTheDocument();
    expect(item.getByRole('img', { name: 'Shop logo' })).toBeInTheDocument();
    expect(app.server.calls('GET /admin/applications')[0]?.query.get('verify')).toBe('2');
  });

  it('approves only after the confirmation, then reads the list again', async () => {
    const app = await open();
    const approve = within(await card()).getByRole('button', { name: 'Approve and open the shop' });
    await app.user.click(approve);
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent(
      'Approve the application of Ann (buyer) and open the shop “Ann Tea”?',
    );
    await app.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(app.server.calls('POST /admin/applications/review')).toHaveLength(0);
    await waitFor(() => expect(approve).toHaveFocus());

    const reads = app.server.calls('GET /admin/applications').length;
    await app.user.click(approve);
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        {
          name: 'Approve and open the shop',
        },
      ),
    );
    await expectToast(app, 'Application approved, the shop is open');
    expect(app.server.calls('POST /admin/applications/review')[0]?.body).toEqual({
      id: 31,
      approve: true,
    });
    await waitFor(() =>
      expect(app.server.calls('GET /admin/applications').length).toBeGreaterThan(reads),
    );
  });

  it('rejects with a reason, which the domain requires before anything is sent', async () => {
    const app = await open();
    await app.user.click(within(await card()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject the application for “Ann Tea”?',
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason for the rejection')).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(app.server.calls('POST /admin/applications/review')).toHaveLength(0);

    await app.user.type(reason, '  Blurry ID photo ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectToast(app, 'Application rejected');
    expect(app.server.calls('POST /admin/applications/review')[0]?.body).toEqual({
      id: 31,
      approve: false,
      reason: 'Blurry ID photo',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    const app = await open({
      handlers: {
        'POST /admin/applications/review': () => ({
          refuse: 'This request has already been handled',
        }),
      },
    });
    await app.user.click(within(await card()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectToast(app, 'This request has already been handled');
    expect(app.toasts()).not.toContain('Application rejected');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('switches tabs through the address, decided applications without actions', async () => {
    const app = await open();
    await card();
    await app.user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(app.path()).toBe('/admin/applications?verify=4'));
    expect(await screen.findByText('Reason given: Blurry ID photo')).toBeInTheDocument();
    const item = within(screen.getByRole('region', { name: 'Ann Tea' }));
    expect(item.queryByRole('button')).not.toBeInTheDocument();
    expect(app.server.calls('GET /admin/applications').at(-1)?.query.get('verify')).toBe('4');
    await app.user.click(screen.getByRole('tab', { name: 'Awaiting review' }));
    await waitFor(() => expect(app.path()).toBe('/admin/applications'));
  });

  it('says when no application waits', async () => {
    await open({ handlers: { 'GET /admin/applications': () => ({ data: page([]) }) } });
    expect(await screen.findByText('No applications await review')).toBeInTheDocument();
  });

  it('says when another tab is empty', async () => {
    await open({
      path: '/admin/applications?verify=3',
      handlers: { 'GET /admin/applications': () => ({ data: page([]) }) },
    });
    expect(await screen.findByText('No applications here')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the list cannot be loaded and retries', async () => {
    let fail = true;
    const app = await open({
      handlers: {
        'GET /admin/applications': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: page([application()]) },
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('The applications could not be loaded.');
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card()).toBeInTheDocument();
  });

  it('marks its entry in the desktop side navigation', async () => {
    await open({ width: 1280 });
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    expect(within(nav).getByRole('link', { name: 'Merchant applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await card()).toBeInTheDocument();
  });
});
