import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button.js';
import { Stack } from '../layout/layout.js';
import { SearchBar } from './search-bar.js';

const meta = {
  title: 'Forms/SearchBar',
  component: SearchBar,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search goods and shops' });
    await userEvent.type(box, '  tea set {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('tea set');
  },
};

export const WithKeyword: Story = {
  args: { defaultValue: 'green tea' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const WithSubmitButton: Story = { args: { showSubmitButton: true, defaultValue: 'tea' } };

export const WithCancel: Story = {
  args: { end: <Button variant="text">Cancel</Button> },
};

/** The home page's box: a button that opens the search page. */
export const OpensSearch: Story = {
  args: { onOpenSearch: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search goods or shops' }));
    await expect(args.onOpenSearch).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={4}>
      <SearchBar {...args} />
      <SearchBar {...args} defaultValue="green tea" showSubmitButton />
      <SearchBar {...args} onOpenSearch={() => {}} />
    </Stack>
  ),
};

export const Russian: Story = { ...AllVariants, globals: { locale: 'ru' } };
