import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleImage } from '../../test/fixtures.js';
import { CategoryTree } from './category-tree.js';

const categories = [
  {
    id: 1,
    name: 'Tea',
    children: [
      {
        id: 11,
        name: 'Green tea',
        children: [
          { id: 111, name: 'Longjing', image: sampleImage(100) },
          { id: 112, name: 'Biluochun', image: sampleImage(110) },
          { id: 113, name: 'Maofeng', image: sampleImage(120) },
        ],
      },
      {
        id: 12,
        name: 'Black tea',
        children: [{ id: 121, name: 'Keemun', image: sampleImage(10) }],
      },
    ],
  },
  {
    id: 2,
    name: 'Teaware',
    children: [
      { id: 21, name: 'Cups', image: sampleImage(200) },
      { id: 22, name: 'Pots', image: sampleImage(220) },
    ],
  },
  { id: 3, name: 'Гончарные изделия ручной работы' },
];

const meta = {
  title: 'Commerce/CategoryTree',
  component: CategoryTree,
  args: { categories, hrefFor: (category) => `/category/${category.id}`, onSelectedChange: fn() },
  parameters: { padding: false },
} satisfies Meta<typeof CategoryTree>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Nested: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Categories' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await expect(canvas.getByRole('link', { name: 'Longjing' })).toHaveAttribute(
      'href',
      '/category/111',
    );
  },
};

export const Flat: Story = {
  args: { selectedId: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cups' })).toBeVisible();
  },
};

export const Switch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Teaware' }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(2);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /Гончарные/ })).toBeVisible();
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
