import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { Picker } from './picker.js';

const options = [
  { id: 'dislike', label: 'No longer wanted' },
  { id: 'empty_package', label: 'Empty package' },
  { id: 'never_delivered', label: 'Never delivered' },
  { id: 'mismatch', label: 'Colour or size does not match' },
  { id: 'quality', label: 'Quality problem' },
  { id: 'missing_items', label: 'Missing items' },
  { id: 'counterfeit', label: 'Counterfeit' },
];

const body = within(document.body);

const meta = {
  title: 'Forms/Picker',
  component: Picker,
  args: { label: 'Refund reason', options, selectedKey: null, onSelectionChange: fn() },
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { selectedKey: 'quality' } };

export const Open: Story = {
  tags: ['screenshot'],
  parameters: { screenshot: { fullPage: true } },
  args: { selectedKey: 'quality' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Refund reason/ }));
    const sheet = await body.findByRole('dialog', { name: 'Refund reason' });
    await expect(within(sheet).getByRole('option', { name: 'Quality problem' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Choose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Refund reason/ }));
    const sheet = await body.findByRole('dialog', { name: 'Refund reason' });
    await userEvent.click(within(sheet).getByRole('option', { name: 'Missing items' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('missing_items');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Searchable: Story = {
  args: { isSearchable: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Refund reason/ }));
    const sheet = await body.findByRole('dialog');
    await userEvent.type(within(sheet).getByRole('searchbox', { name: 'Search' }), 'pack');
    await expect(within(sheet).getAllByRole('option')).toHaveLength(1);
    await userEvent.type(within(sheet).getByRole('searchbox', { name: 'Search' }), 'zzz');
    await expect(within(sheet).getByRole('status')).toHaveTextContent('No matches');
  },
};

export const Invalid: Story = { args: { errorMessage: 'Please choose a refund reason' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Refund reason/ }));
    const sheet = await body.findByRole('dialog');
    await expect(sheet.closest('[data-position]')).toHaveAttribute('data-position', 'center');
  },
};

/** The label is kept for screen readers only (a compact picker in a header). */
export const HiddenLabel: Story = {
  tags: ['screenshot'],
  args: { hideLabel: true, selectedKey: 'quality' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Refund reason Quality problem' }),
    ).toBeVisible();
  },
};

export const HiddenLabelDesktop: Story = {
  ...HiddenLabel,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={5}>
      <Picker {...args} />
      <Picker {...args} selectedKey="counterfeit" description="Pick the closest reason." />
      <Picker {...args} errorMessage="Please choose a refund reason" />
      <Picker {...args} isDisabled />
    </Stack>
  ),
};
