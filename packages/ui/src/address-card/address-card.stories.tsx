import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button.js';
import { Stack } from '../layout/layout.js';
import { AddressCard, type AddressCardProps } from './address-card.js';

const address = {
  id: 3,
  name: 'Amy Lee',
  mobile: '13800138000',
  areaCode: 86,
  address: 'Room 1203, Building 5, 88 Wensan Road, Xihu District, Hangzhou, Zhejiang',
  isDefault: true,
};

const meta = {
  title: 'Commerce/AddressCard',
  component: AddressCard,
  args: { address },
} satisfies Meta<typeof AddressCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Manage: Story = {
  args: { onEdit: fn(), onDelete: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const remove = canvas.getByRole('button', { name: 'Delete address' });
    // Described by the receiver and the address, so a list's buttons are told apart.
    await expect(remove).toHaveAccessibleDescription(`${address.name} ${address.address}`);
    await expect(canvas.getByRole('button', { name: 'Edit address' })).toHaveAccessibleDescription(
      `${address.name} ${address.address}`,
    );
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const ManageDesktop: Story = {
  ...Manage,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The address list's cards: "Set as default", a labelled edit button and delete, in both layouts. */
const manageList = (args: AddressCardProps) => (
  <Stack gap={3}>
    <AddressCard {...args} onEdit={() => {}} onDelete={() => {}} />
    <AddressCard
      {...args}
      address={{ ...address, id: 4, isDefault: false, name: 'Amy Lee (office)' }}
      onEdit={() => {}}
      onDelete={() => {}}
      end={
        <Button variant="text" size="sm">
          Set as default
        </Button>
      }
    />
  </Stack>
);

export const ManageList: Story = { tags: ['screenshot'], render: manageList };

export const ManageListDesktop: Story = {
  tags: ['screenshot'],
  render: manageList,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Choosable: Story = {
  args: { onSelect: fn(), address: { ...address, isDefault: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use this address' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Chosen: Story = {
  args: { onSelect: fn(), isSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Selected' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={3}>
      <AddressCard {...args} onEdit={() => {}} onDelete={() => {}} />
      <AddressCard
        {...args}
        address={{ ...address, isDefault: false, areaCode: undefined }}
        onSelect={() => {}}
      />
      <AddressCard {...args} onSelect={() => {}} isSelected />
    </Stack>
  ),
};

export const Vietnamese: Story = { ...AllVariants, globals: { locale: 'vi' } };
