import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderUI } from '../../test/render.js';
import { ImageUploader } from './image-uploader.js';

describe('ImageUploader', () => {
  it.each([
    ['photo.JPG', 'image/jpeg', true],
    ['photo.jpeg', 'image/jpeg', true],
    ['photo.png', 'image/png', true],
    ['photo.gif', 'image/gif', false],
    ['photo.png', 'application/pdf', false],
  ])('takes %s (%s): %s', async (name, type, accepted) => {
    const onAdd = vi.fn();
    const { container } = await renderUI(
      <ImageUploader label="Pictures" items={[]} onAdd={onAdd} onRemove={() => {}} />,
    );
    // The file dialog's accept filter is only a hint; the domain's check is what refuses.
    const user = userEvent.setup({ applyAccept: false });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], name, { type }));
    if (accepted) {
      expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name })]);
      expect(screen.queryByRole('alert')).toBeNull();
    } else {
      expect(onAdd).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent(name);
    }
  });

  it('shows progress, removes by button and stops adding at the most', async () => {
    const onRemove = vi.fn();
    const { user } = await renderUI(
      <ImageUploader
        label="Pictures"
        max={1}
        items={[{ id: 'x', src: '/x.png', status: 'uploading', progress: 30 }]}
        onAdd={() => {}}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('group', { name: 'Pictures' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading picture 1' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.queryByRole('button', { name: 'Add picture' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(onRemove).toHaveBeenCalledWith('x');
  });

  it.each([
    ['en', 1, 'jpg, jpeg, png, up to 1 picture'],
    ['en', 6, 'jpg, jpeg, png, up to 6 pictures'],
    ['spa', 1, 'jpg, jpeg, png, hasta 1 imagen'],
    ['spa', 9, 'jpg, jpeg, png, hasta 9 imágenes'],
    ['zh-cn', 9, '支持 jpg, jpeg, png，最多 9 张'],
  ] as const)('describes the group with the hint (%s, at most %d)', async (locale, max, hint) => {
    await renderUI(
      <ImageUploader label="Pictures" max={max} items={[]} onAdd={() => {}} onRemove={() => {}} />,
      { locale },
    );
    expect(screen.getByRole('group', { name: 'Pictures' })).toHaveAccessibleDescription(hint);
  });
});
