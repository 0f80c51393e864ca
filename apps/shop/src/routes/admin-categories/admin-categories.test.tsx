import { LANGUAGE_CODES } from '@bazaar/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type ServerHandler } from '../../test/fake-server.js';
import { category, categoryTree, operatorSession } from '../../test/admin-fixtures.js';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

let restoreUploads: (() => void) | undefined;
afterEach(() => {
  restoreUploads?.();
  restoreUploads = undefined;
});

const server = serverWith({
  'GET /admin/categories': () => ({ data: { list: categoryTree() } }),
  'POST /admin/categories': ({ body }) => ({ data: { ...category(), ...(body as object) } }),
  'POST /admin/categories/delete': () => ({ data: {} }),
});

async function open(options: { width?: number; handlers?: Record<string, ServerHandler> } = {}) {
  const app = await renderApp({
    path: '/admin/categories',
    width: options.width ?? 375,
    session: operatorSession(),
    server: server(options.handlers),
  });
  await screen.findByRole('heading', { name: 'Categories', level: 1 });
  return app;
}

/** The `i18n` a form sends with no other language written: every language's text empty. */
const noTranslations = Object.fromEntries(
  LANGUAGE_CODES.filter((code) => code !== 'en').map((code) => [code, { name: '' }]),
);

describe('categories', () => {
  it.each([375, 1280])(
    'shows the two-level tree with counts and visibility (%i px)',
    async (width) => {
      await open({ width });
      const tea = within(await screen.findByRole('article', { name: 'Tea' }));
      const children = within(tea.getByRole('list', { name: 'Subcategories of Tea' }));
      expect(children.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
        'Green tea',
        'Black tea',
      ]);
      expect(children.getByText('Goods: 4 · Order: 0')).toBeInTheDocument();
      expect(children.getByText('Hidden')).toBeInTheDocument();
      expect(
        within(screen.getByRole('article', { name: 'Snacks' })).getByText('No subcategories yet'),
      ).toBeInTheDocument();
    },
  );

  it('adds a subcategory with an icon', async () => {
    const fake = installFakeUploads(() => ({ data: { url: '/uploads/icon.png' } }));
    restoreUploads = fake.restore;
    const app = await open();
    await app.user.click(
      await screen.findByRole('button', { name: 'Add a subcategory to Snacks' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Crisps ');
    await app.user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      imageFile('icon.png'),
    );
    await within(dialog).findByRole('img', { name: 'Picture 1' });
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Shown in the shop' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Category added');
    expect(app.server.calls('POST /admin/categories')[0]?.body).toEqual({
      pid: 3,
      name: 'Crisps',
      i18n: noTranslations,
      image: '/uploads/icon.png',
      weigh: 0,
      status: 'hidden',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a category from what it is; one with subcategories stays at the top', async () => {
    const app = await open({ width: 1280 });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the category' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Tea');
    expect(
      within(dialog).getByText('A category with subcategories stays at the top level.'),
    ).toBeInTheDocument();
    await app.user.clear(name);
    await app.user.type(name, 'Teas');
    // English is required and filled; Japanese is written in its own tab.
    expect(within(dialog).getByRole('tab', { name: /English/ })).toHaveAttribute(
      'data-state',
      'filled',
    );
    const japanese = within(dialog).getByRole('tab', { name: /日本語/ });
    expect(japanese).toHaveAttribute('data-state', 'empty');
    await app.user.click(japanese);
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'お茶');
    expect(japanese).toHaveAttribute('data-state', 'filled');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Category saved');
    expect(app.server.calls('POST /admin/categories')[0]?.body).toEqual({
      id: 2,
      pid: 0,
      name: 'Teas',
      i18n: { ...noTranslations, ja: { name: 'お茶' } },
      image: '',
      weigh: 10,
      status: 'normal',
    });
  });

  it('adds a top-level category and shows the server’s refusal', async () => {
    const app = await open({
      handlers: {
        'POST /admin/categories': () => ({ refuse: 'Please fill in the required fields' }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add a category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Please fill in the required fields');
    expect(app.server.calls('POST /admin/categories')[0]?.body).toMatchObject({ pid: 0, name: '' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes only after the confirmation, and shows a refusal for a category in use', async () => {
    let inUse = true;
    const app = await open({
      handlers: {
        'POST /admin/categories/delete': () =>
          inUse ? { refuse: 'This category still has subcategories or goods' } : { data: {} },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Green tea' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Delete the category “Green tea”?');
    await app.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(app.server.calls('POST /admin/categories/delete')).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Green tea' })).toHaveFocus(),
    );

    await app.user.click(screen.getByRole('button', { name: 'Delete Green tea' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await expectToast(app, 'This category still has subcategories or goods');
    expect(app.toasts()).not.toContain('Category deleted');
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument(),
    );

    inUse = false;
    await app.user.click(screen.getByRole('button', { name: 'Delete Black tea' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await expectToast(app, 'Category deleted');
    expect(app.server.calls('POST /admin/categories/delete').at(-1)?.body).toEqual({ id: 23 });
  });

  it('says when there is no category, and when they cannot be loaded', async () => {
    const down = outage(() => ({ data: { list: [] } }));
    const app = await open({
      handlers: {
        'GET /admin/categories': down.handler,
      },
    });
    await down.retry(app, 'The categories could not be loaded.');
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
  });
});
