import { LANGUAGE_CODES } from '@bazaar/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { banner, operatorSession } from '../../test/admin-fixtures.js';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { expectToast } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

let restoreUploads: (() => void) | undefined;
afterEach(() => {
  restoreUploads?.();
  restoreUploads = undefined;
});

const hidden = banner({
  id: 92,
  position: 'category',
  title: '',
  url: '',
  status: 'hidden',
  weigh: 0,
});

const { open } = screenTest({
  title: 'Banners',
  path: '/admin/banners',
  session: operatorSession(),
  routes: {
    'GET /admin/banners': ({ query }) => ({
      data: {
        list: [banner(), hidden].filter(
          (item) => !query.get('position') || item.position === query.get('position'),
        ),
      },
    }),
    'POST /admin/banners': ({ body }) => ({ data: { ...banner(), ...(body as object) } }),
    'POST /admin/banners/delete': () => ({ data: {} }),
  },
});

function fields(article: HTMLElement) {
  return Object.fromEntries(
    within(article)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

/** The `i18n` a form sends with no other language written: every language's title empty. */
const noTranslations = Object.fromEntries(
  LANGUAGE_CODES.filter((code) => code !== 'en').map((code) => [code, { title: '' }]),
);

describe('banners', () => {
  it.each([375, 1280])(
    'lists every banner with where it shows and opens (%i px)',
    async (width) => {
      const app = await open({ width });
      const spring = await screen.findByRole('article', { name: 'Spring sale' });
      expect(fields(spring)).toEqual({
        Position: 'Home carousel',
        Opens: '/search',
        'Display order': '5',
      });
      expect(within(spring).getByRole('img', { name: 'Spring sale' })).toBeInTheDocument();
      const untitled = await screen.findByRole('article', { name: 'Untitled banner' });
      expect(fields(untitled)).toMatchObject({ Position: 'Category page', Opens: 'Nothing' });
      expect(within(untitled).getByText('Hidden')).toBeInTheDocument();
      expect(app.server.calls('GET /admin/banners')[0]?.query.has('position')).toBe(false);
    },
  );

  it('filters by position through the address', async () => {
    const app = await open();
    await screen.findByRole('article', { name: 'Spring sale' });
    await app.user.click(screen.getByRole('tab', { name: 'Secondary banners' }));
    await waitFor(() => expect(app.path()).toBe('/admin/banners?position=other'));
    expect(await screen.findByText('No banners here')).toBeInTheDocument();
    expect(app.server.calls('GET /admin/banners').at(-1)?.query.get('position')).toBe('other');
  });

  it('adds a banner: a picture is required, then it is uploaded and saved', async () => {
    const fake = installFakeUploads(() => ({ data: { url: '/uploads/summer.png' } }));
    restoreUploads = fake.restore;
    const app = await open({ path: '/admin/banners?position=category' });
    await app.user.click(screen.getByRole('button', { name: 'Add a banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New banner' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Summer');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Opens' }), '/category/3');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a picture');
    expect(app.server.calls('POST /admin/banners')).toHaveLength(0);

    await app.user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      imageFile('summer.png'),
    );
    await within(dialog).findByRole('img', { name: 'Picture 1' });
    expect(within(dialog).queryByText('Please choose a picture')).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Banner added');
    expect(app.server.calls('POST /admin/banners')[0]?.body).toEqual({
      position: 'category',
      title: 'Summer',
      i18n: noTranslations,
      image: '/uploads/summer.png',
      url: '/category/3',
      weigh: 0,
      status: 'normal',
    });
  });

  it('edits a banner from what it is, and shows a refusal', async () => {
    const app = await open({
      width: 1280,
      handlers: {
        'POST /admin/banners': () => ({
          refuse: 'The request is invalid, please check and try again',
        }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Spring sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the banner' });
    const url = within(dialog).getByRole('textbox', { name: 'Opens' });
    expect(url).toHaveValue('/search');
    await app.user.clear(url);
    await app.user.type(url, 'search');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Shown' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(app, 'The request is invalid, please check and try again');
    expect(app.server.calls('POST /admin/banners')[0]?.body).toEqual({
      id: 91,
      position: 'home',
      title: 'Spring sale',
      i18n: noTranslations,
      image: '/uploads/spring.png',
      url: 'search',
      weigh: 5,
      status: 'hidden',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a banner after the confirmation', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: 'Delete Spring sale' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Delete the banner “Spring sale”?');
    await app.user.click(within(question).getByRole('button', { name: 'Delete' }));
    await expectToast(app, 'Banner deleted');
    expect(app.server.calls('POST /admin/banners/delete')[0]?.body).toEqual({ id: 91 });
  });

  it('keeps a banner when the deletion is refused or cancelled', async () => {
    const app = await open({
      handlers: {
        'POST /admin/banners/delete': () => ({ refuse: 'Not found, or no longer available' }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Untitled banner' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Delete the banner “Category page”?');
    await app.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(app.server.calls('POST /admin/banners/delete')).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Untitled banner' })).toHaveFocus(),
    );
    await app.user.click(screen.getByRole('button', { name: 'Delete Untitled banner' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await expectToast(app, 'Not found, or no longer available');
    expect(app.toasts()).not.toContain('Banner deleted');
  });

  it('says when the banners cannot be loaded and retries', async () => {
    const down = outage(() => ({ data: { list: [banner()] } }));
    const app = await open({
      handlers: {
        'GET /admin/banners': down.handler,
      },
    });
    await down.retry(app, 'The banners could not be loaded.');
    expect(await screen.findByRole('article', { name: 'Spring sale' })).toBeInTheDocument();
  });
});
