import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { PasswordField } from './password-field.js';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', placeholder: '6 to 12 characters' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { defaultValue: 'secret12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const Revealed: Story = {
  args: { defaultValue: 'secret12' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret12');
  },
};

export const WithAdvice: Story = {
  args: { description: 'Use digits and letters, longer than 6 characters.' },
};

export const Invalid: Story = {
  args: { defaultValue: '123', errorMessage: 'Password must be 6-12 characters' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret12' } };

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={5}>
      <PasswordField {...args} />
      <PasswordField {...args} defaultValue="secret12" />
      <PasswordField {...args} defaultValue="secret12" isRevealed />
      <PasswordField {...args} defaultValue="123" errorMessage="Password must be 6-12 characters" />
      <PasswordField {...args} isDisabled />
    </Stack>
  ),
};
