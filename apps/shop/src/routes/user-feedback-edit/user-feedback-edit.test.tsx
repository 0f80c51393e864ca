import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { imageFile, installFakeUploads, type UploadAnswer } from '../../test/fake-xhr.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { screenTest } from '../../test/screen-test.js';

let restore = () => {};
afterEach(() => restore());

function uploads(answer: UploadAnswer = { data: { url: '/uploads/fb-1.png', name: 'fb-1.png' } }) {
  const fake = installFakeUploads(() => answer);
  restore = fake.restore;
  return fake;
}

const { open, server } = screenTest({
  title: 'New feedback',
  path: '/user/feedback/edit',
  session: sessionAnswer(),
  routes: {
    'POST /wanlshop/feedback/add': () => ({ data: { id: 5 } }),
    'GET /wanlshop/feedback/lists': () => ({ data: page([]) }),
  },
});

type App = Awaited<ReturnType<typeof open>>;

const description = () => screen.getByRole('textbox', { name: 'Description' });
const pictureGroup = () => screen.getByRole('group', { name: 'Pictures (optional, up to 6)' });

async function addPicture(app: App) {
  await app.user.upload(
    pictureGroup().querySelector<HTMLInputElement>('input[type="file"]')!,
    imageFile(),
  );
}

describe('new feedback', () => {
  it.each([375, 1280])(
    'sends the type, the description, the pictures and the contact (%i px)',
    async (width) => {
      const fake = uploads();
      const app = await open({ width });
      expect(screen.getByText('Abnormal problems are handled within 72 hours.')).toBeVisible();
      const types = screen.getByRole('radiogroup', { name: 'Feedback type' });
      expect(
        within(types)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['Abnormal function', 'Experience problem', 'Feature suggestion', 'Other']);

      await app.user.click(within(types).getByRole('radio', { name: 'Feature suggestion' }));
      await app.user.type(description(), '  Add a dark theme ');
      await addPicture(app);
      await waitFor(() => expect(fake.uploads).toHaveLength(1));
      await waitFor(() =>
        expect(within(pictureGroup()).queryByRole('progressbar')).not.toBeInTheDocument(),
      );
      await app.user.type(
        screen.getByRole('textbox', { name: 'Contact (optional)' }),
        'ann@example.com',
      );
      await app.user.click(screen.getByRole('button', { name: 'Submit' }));

      await expectToast(app, 'Submitted');
      expect(app.server.calls('POST /wanlshop/feedback/add')[0]?.body).toEqual({
        type: 'function_suggestion',
        content: 'Add a dark theme',
        images: ['/uploads/fb-1.png'],
        contact: 'ann@example.com',
      });
      await waitFor(() => expect(app.path()).toBe('/user/feedback'));
    },
  );

  it('asks for a type, then for a description, at their fields, sending nothing', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose a feedback type')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Abnormal function' })).toHaveFocus();

    await app.user.click(screen.getByRole('radio', { name: 'Abnormal function' }));
    expect(screen.queryByText('Please choose a feedback type')).not.toBeInTheDocument();
    await app.user.type(description(), '   ');
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please describe the problem')).toBeInTheDocument();
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(description()).toHaveFocus();
    expect(app.server.calls('POST /wanlshop/feedback/add')).toHaveLength(0);
  });

  it('sends no contact when none is given, and no pictures', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('radio', { name: 'Other' }));
    await app.user.type(description(), 'Slow pages');
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectToast(app, 'Submitted');
    expect(app.server.calls('POST /wanlshop/feedback/add')[0]?.body).toEqual({
      type: 'other',
      content: 'Slow pages',
      images: [],
    });
  });

  it('waits for the pictures, and holds a feedback whose picture failed until it is removed', async () => {
    const fake = uploads();
    fake.hold();
    const app = await open();
    await app.user.click(screen.getByRole('radio', { name: 'Abnormal function' }));
    await app.user.type(description(), 'The cart does not open');
    await addPicture(app);
    expect(await within(pictureGroup()).findByRole('progressbar')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectToast(app, 'Please wait until the pictures are uploaded.');
    expect(app.server.calls('POST /wanlshop/feedback/add')).toHaveLength(0);
    fake.release();
    await waitFor(() =>
      expect(within(pictureGroup()).queryByRole('progressbar')).not.toBeInTheDocument(),
    );
    fake.restore();

    const failing = uploads({ refuse: 'Only JPG, JPEG or PNG images can be uploaded' });
    await addPicture(app);
    await waitFor(() => expect(failing.uploads).toHaveLength(1));
    expect(await within(pictureGroup()).findByRole('alert')).toHaveTextContent('did not upload');
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectToast(app, 'A picture did not upload: remove it and try again.');
    expect(app.server.calls('POST /wanlshop/feedback/add')).toHaveLength(0);

    await app.user.click(within(pictureGroup()).getByRole('button', { name: 'Remove picture 2' }));
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectToast(app, 'Submitted');
    expect(app.server.calls('POST /wanlshop/feedback/add')[0]?.body).toMatchObject({
      images: ['/uploads/fb-1.png'],
    });
  });

  it('stays on the form when the server refuses the feedback', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/feedback/add': () => ({ refuse: 'Please describe the problem' }),
      }),
    });
    await app.user.click(screen.getByRole('radio', { name: 'Other' }));
    await app.user.type(description(), 'Hello');
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectToast(app, 'Please describe the problem');
    expect(app.toasts()).not.toContain('Submitted');
    expect(app.path()).toBe('/user/feedback/edit');
    expect(description()).toHaveValue('Hello');
  });
});
