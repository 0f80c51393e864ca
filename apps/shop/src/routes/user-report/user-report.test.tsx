import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { reportPath, reportTargetFrom } from '../../features/user/index.js';
import { NOW, complaintItem } from '../../test/account-fixtures.js';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

let restore = () => {};
afterEach(() => restore());

const counterfeit = complaintItem();
const handled = complaintItem({
  id: 2,
  type: 'shop',
  target_id: 2,
  target_name: 'Bakery',
  reason: 'misleading',
  content: '',
  status: 'handled',
  reply: 'The shop corrected the description.',
  handletime: NOW - 60,
});
const older = complaintItem({
  id: 3,
  type: 'user',
  target_id: 5,
  target_name: '',
  reason: 'Spam messages',
  status: 'overdue',
});

const { openAt: open, server } = screenTest({
  title: 'Reports',
  path: '/user/report',
  session: sessionAnswer(),
  routes: {
    'GET /wanlshop/complaint/lists': () => ({ data: page([counterfeit, handled, older]) }),
    'POST /wanlshop/complaint/add': () => ({ data: { id: 9 } }),
  },
});

type App = Awaited<ReturnType<typeof open>>;

const item = async (heading: string) =>
  within((await screen.findByRole('heading', { name: heading, level: 3 })).closest('section')!);

async function chooseReason(app: App, reason: string) {
  await app.user.click(screen.getByRole('button', { name: /Reason/ }));
  await app.user.click(await screen.findByRole('option', { name: reason }));
}

const submit = (app: App) => app.user.click(screen.getByRole('button', { name: 'Submit' }));

describe('reports', () => {
  it.each([375, 1280])(
    'starts on the reports sent, with their reason, status and reply (%i px)',
    async (width) => {
      await open('/user/report', { width });
      expect(screen.getByRole('tab', { name: 'My reports' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const goods = await item('Goods: Green tea');
      expect(goods.getByText('Reason: Counterfeit goods')).toBeInTheDocument();
      expect(goods.getByText('Not the brand it says')).toBeInTheDocument();
      expect(goods.getByText('Processing')).toBeInTheDocument();

      const shop = await item('Shop: Bakery');
      expect(shop.getByText('Reason: Misleading description')).toBeInTheDocument();
      expect(shop.getByText('Handled')).toBeInTheDocument();
      expect(shop.getByText('The shop corrected the description.')).toBeInTheDocument();

      const user = await item('User: #5');
      expect(user.getByText('Reason: Spam messages')).toBeInTheDocument();
      expect(user.getByText('Overdue (over 72 hours)')).toBeInTheDocument();
    },
  );

  it('reports what the user names by its id, after the id and the reason are given', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('tab', { name: 'New report' }));
    expect(await screen.findByText('Reports are handled within 72 hours.')).toBeVisible();
    const types = screen.getByRole('radiogroup', { name: 'What are you reporting?' });
    expect(within(types).getByRole('radio', { name: 'Goods' })).toBeChecked();

    await submit(app);
    const id = screen.getByRole('textbox', { name: 'ID of the user, goods or shop' });
    expect(
      await screen.findByText('Please enter the ID of what you are reporting'),
    ).toBeInTheDocument();
    expect(id).toHaveFocus();

    await app.user.click(within(types).getByRole('radio', { name: 'User' }));
    await app.user.type(id, '5');
    await submit(app);
    expect(await screen.findByText('Please choose a reason for the report')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reason/ })).toHaveFocus();
    expect(app.server.calls('POST /wanlshop/complaint/add')).toHaveLength(0);

    await chooseReason(app, 'Harassment or abuse');
    await app.user.type(screen.getByRole('textbox', { name: 'Details (optional)' }), ' Rude chat ');
    const lists = app.server.calls('GET /wanlshop/complaint/lists').length;
    await submit(app);
    await expectToast(app, 'Submitted');
    expect(app.server.calls('POST /wanlshop/complaint/add')[0]?.body).toEqual({
      type: 'user',
      target_id: 5,
      reason: 'harassment',
      content: 'Rude chat',
      images: [],
    });
    expect(screen.getByRole('tab', { name: 'My reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/complaint/lists').length).toBeGreaterThan(lists),
    );
  });

  it('reports the goods or shop of the page that opened it, with pictures', async () => {
    const fake = installFakeUploads(() => ({
      data: { url: '/uploads/proof.png', name: 'proof.png' },
    }));
    restore = fake.restore;
    const path = reportPath({ type: 'shop', id: 2, name: 'Bakery' });
    expect(path).toBe('/user/report?type=shop&id=2&name=Bakery');
    const app = await open(path);
    expect(screen.getByRole('tab', { name: 'New report' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Shop: Bakery')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^ID/ })).not.toBeInTheDocument();

    await chooseReason(app, 'Fraud or scam');
    const pictures = screen.getByRole('group', { name: 'Pictures (optional, up to 6)' });
    await app.user.upload(
      pictures.querySelector<HTMLInputElement>('input[type="file"]')!,
      imageFile(),
    );
    await waitFor(() => expect(fake.uploads).toHaveLength(1));
    await waitFor(() =>
      expect(within(pictures).queryByRole('progressbar')).not.toBeInTheDocument(),
    );
    await submit(app);
    await expectToast(app, 'Submitted');
    expect(app.server.calls('POST /wanlshop/complaint/add')[0]?.body).toEqual({
      type: 'shop',
      target_id: 2,
      reason: 'fraud',
      content: '',
      images: ['/uploads/proof.png'],
    });
    await waitFor(() => expect(app.path()).toBe('/user/report'));

    // A next report starts empty.
    await app.user.click(screen.getByRole('tab', { name: 'New report' }));
    expect(
      await screen.findByRole('textbox', { name: 'ID of the user, goods or shop' }),
    ).toHaveValue('');
  });

  it('names a target without a name by its id, and ignores a query naming no target', async () => {
    await open('/user/report?type=goods&id=12');
    expect(screen.getByText('Goods: #12')).toBeInTheDocument();
    for (const query of ['type=planet&id=1', 'type=goods&id=0', 'type=goods&id=1.5']) {
      expect(reportTargetFrom(new URLSearchParams(query))).toBeNull();
    }
  });

  it('stays on the form when the server refuses the report', async () => {
    const app = await open('/user/report?type=goods&id=11&name=Green%20tea', {
      server: server({
        'POST /wanlshop/complaint/add': () => ({
          refuse: 'You cannot report yourself or your own shop or goods',
          data: { field: 'target_id' },
        }),
      }),
    });
    expect(screen.getByText('Goods: Green tea')).toBeInTheDocument();
    await chooseReason(app, 'Other');
    await submit(app);
    await expectToast(app, 'You cannot report yourself or your own shop or goods');
    expect(app.toasts()).not.toContain('Submitted');
    expect(screen.getByRole('tab', { name: 'New report' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows "no data" before any report', async () => {
    await open('/user/report', {
      server: server({ 'GET /wanlshop/complaint/lists': () => ({ data: page([]) }) }),
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('says when the reports cannot be loaded and retries', async () => {
    const down = outage(() => ({ data: page([counterfeit]) }));
    const app = await open('/user/report', {
      server: server({
        'GET /wanlshop/complaint/lists': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByText('Not the brand it says')).toBeInTheDocument();
  });
});
