import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { sampleImage } from '../../test/fixtures.js';
import { Button } from '../button/button.js';
import { PictureViewer, type PictureViewerProps } from './picture-viewer.js';

type DemoProps = Pick<PictureViewerProps, 'pictures' | 'aria-label'> & { start?: number };

function ViewerDemo({ start = 0, ...props }: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  const [index, setIndex] = useState(start);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <PictureViewer
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        index={index}
        onIndexChange={setIndex}
      />
    </>
  );
}

const pictures = [
  { src: sampleImage(0, 600, 600), alt: 'Rugged phone, front 1/3' },
  { src: sampleImage(120, 600, 800), alt: 'Rugged phone, back 2/3' },
  { src: sampleImage(240, 800, 600), alt: 'Rugged phone, side 3/3' },
];

const body = within(document.body);

const meta = {
  title: 'Media/PictureViewer',
  component: ViewerDemo,
  args: { pictures, 'aria-label': 'Pictures of the goods' },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await body.findByRole('dialog', { name: 'Pictures of the goods' })).toBeVisible();
  },
} satisfies Meta<typeof ViewerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { tags: ['screenshot'] };

export const OpenDesktop: Story = {
  tags: ['screenshot'],
  args: { start: 1 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const OnePicture: Story = { args: { pictures: pictures.slice(0, 1) } };

export const SwipesToTheNext: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const viewer = await body.findByRole('dialog', { name: 'Pictures of the goods' });
    await expect(viewer).toHaveTextContent('1 / 3');
    const stage = viewer.querySelector('[data-part="stage"]')!;
    fireEvent.pointerDown(stage, { pointerId: 1, button: 0, clientX: 300, clientY: 300 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 200, clientY: 302 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 120, clientY: 305 });
    await waitFor(() => expect(viewer).toHaveTextContent('2 / 3'));
    // A swipe to the right goes back.
    fireEvent.pointerDown(stage, { pointerId: 2, button: 0, clientX: 100, clientY: 300 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 260, clientY: 300 });
    await waitFor(() => expect(viewer).toHaveTextContent('1 / 3'));
  },
};

export const ArrowKeysAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const viewer = await body.findByRole('dialog', { name: 'Pictures of the goods' });
    await expect(within(viewer).getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next picture' }));
    await expect(viewer).toHaveTextContent('2 / 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(viewer).toHaveTextContent('3 / 3');
    await expect(within(viewer).getByRole('button', { name: 'Next picture' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open' })).toHaveFocus());
  },
};

export const Thai: Story = {
  tags: ['screenshot'],
  args: { 'aria-label': 'รูปสินค้า' },
  globals: { locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const viewer = await body.findByRole('dialog', { name: 'รูปสินค้า' });
    await expect(within(viewer).getByRole('button', { name: 'ปิดรูปภาพ' })).toBeVisible();
  },
};
