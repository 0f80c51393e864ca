import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button.js';
import { IconButton } from '../icon-button/icon-button.js';
import { Stack } from '../layout/layout.js';
import { NavBar } from './nav-bar.js';

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  args: { title: 'Order details', onBack: fn() },
  parameters: { padding: false },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithoutBack: Story = { args: { onBack: undefined, title: 'Cart' } };

export const WithActions: Story = {
  args: { end: <IconButton icon="more" label="More" /> },
};

/** A text action at the end (a link to another page): the bar's colour, not an underlined link. */
export const WithTextAction: Story = {
  args: { title: 'Goods management', end: <a href="#new">New goods</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'New goods' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

export const Brand: Story = { args: { variant: 'brand', title: 'Wallet' } };

export const LongTitle: Story = {
  args: { title: 'Заявка на возврат средств и товара по заказу 20261122001' },
};

/**
 * A labelled action wider than its half of the bar (the operator's market in Russian at 375 px):
 * the action keeps one line inside the window and the title gives way with an ellipsis.
 */
export const WideAction: Story = {
  args: { title: 'Оптовый рынок', end: <Button size="sm">Добавить товар</Button> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Добавить товар' });
    const title = canvas.getByRole('heading', { level: 1, name: 'Оптовый рынок' });
    const bar = button.closest('header')!.getBoundingClientRect();
    const action = button.getBoundingClientRect();
    await expect(action.right).toBeLessThanOrEqual(bar.right);
    // One line of text: every box of the label's text starts at the same height.
    const range = document.createRange();
    range.selectNodeContents(button);
    const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
    await expect(lines.size).toBe(1);
    // The title (cut with an ellipsis when it must be) ends before the action.
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(action.left);
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    // Inside a section the headers are not page banners, so several can be compared at once.
    <section aria-label="Navigation bars">
      <Stack gap={3}>
        <NavBar {...args} />
        <NavBar
          {...args}
          onBack={undefined}
          end={<IconButton icon="settings" label="Settings" />}
        />
        <NavBar {...args} variant="brand" />
        <NavBar {...args} title="Goods management" end={<a href="#new">New goods</a>} />
        <NavBar {...args} title="Categories" end={<Button size="sm">Add category</Button>} />
        <NavBar {...args} title="Заявка на возврат средств и товара по заказу 20261122001" />
        <NavBar {...args} title="Оптовый рынок" end={<Button size="sm">Добавить товар</Button>} />
      </Stack>
    </section>
  ),
};
