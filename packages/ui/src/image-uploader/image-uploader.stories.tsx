import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleImage } from '../../test/fixtures.js';
import { ImageUploader, type UploadItem } from './image-uploader.js';

const items: UploadItem[] = [
  { id: 'a', src: sampleImage(10), status: 'done' },
  { id: 'b', src: sampleImage(80), status: 'uploading', progress: 45 },
  { id: 'c', src: sampleImage(160), status: 'error' },
];

const meta = {
  title: 'Forms/ImageUploader',
  component: ImageUploader,
  args: { label: 'Evidence pictures', items: [], onAdd: fn(), onRemove: fn(), max: 6 },
} satisfies Meta<typeof ImageUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Evidence pictures' }),
    ).toHaveAccessibleDescription('jpg, jpeg, png, up to 6 pictures');
  },
};

/** One picture at most (an avatar): the hint says "picture", not "pictures". */
export const SinglePicture: Story = {
  tags: ['screenshot'],
  args: { label: 'Avatar', max: 1, allowsMultiple: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('jpg, jpeg, png, up to 1 picture')).toBeVisible();
  },
};

export const SinglePictureRussian: Story = {
  ...SinglePicture,
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('jpg, jpeg, png, не больше 1 фото')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { items },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading picture 2' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Full: Story = {
  args: { items: items.map((item) => ({ ...item, status: 'done' as const })), max: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Add picture/ })).toBeNull();
  },
};

/** A PDF is refused by the domain's format check; a PNG is added. */
export const FormatCheck: Story = {
  render: (args) => {
    function Demo() {
      const [list, setList] = useState<UploadItem[]>([]);
      return (
        <ImageUploader
          {...args}
          items={list}
          onAdd={(files) =>
            setList((current) => [
              ...current,
              ...files.map((file) => ({
                id: file.name,
                src: sampleImage(40),
                status: 'done' as const,
              })),
            ])
          }
          onRemove={(id) => setList((current) => current.filter((item) => item.id !== id))}
        />
      );
    }
    return <Demo />;
  },
  play: async ({ canvasElement, canvas }) => {
    // A browser's file dialog can still hand over any file; skip the accept filter to prove it.
    const user = userEvent.setup({ applyAccept: false });
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }),
      new File(['png'], 'box.png', { type: 'image/png' }),
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('receipt.pdf');
    await expect(canvas.getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    await user.click(canvas.getByRole('button', { name: 'Remove picture 1' }));
    await expect(canvas.queryByRole('img', { name: 'Picture 1' })).toBeNull();
  },
};

export const AllVariants: Story = { tags: ['screenshot'], args: { items } };

export const Desktop: Story = {
  tags: ['screenshot'],
  args: { items },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** Goods photos: the first is the cover; each moves one place earlier or later. */
export const Reorderable: Story = {
  tags: ['screenshot'],
  args: { label: 'Photos', max: 9 },
  render: (args) => {
    function Demo() {
      const [list, setList] = useState<UploadItem[]>(
        [10, 80, 160, 240].map((hue, index) => ({
          id: `photo-${index + 1}`,
          src: sampleImage(hue),
          status: 'done' as const,
        })),
      );
      const move = (id: string, offset: -1 | 1) =>
        setList((current) => {
          const from = current.findIndex((item) => item.id === id);
          const next = [...current];
          const [moved] = next.splice(from, 1);
          next.splice(from + offset, 0, moved!);
          return next;
        });
      return (
        <ImageUploader
          {...args}
          items={list}
          onMove={move}
          onRemove={(id) => setList((current) => current.filter((item) => item.id !== id))}
        />
      );
    }
    return <Demo />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cover')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move picture 2 earlier' }));
    await expect(canvas.getByRole('img', { name: 'Picture 1' })).toHaveAttribute(
      'src',
      sampleImage(80),
    );
  },
};
