import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { validateUsername } from '@bazaar/domain';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { TextField } from './text-field.js';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: '3 to 12 characters', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'amy');
    await expect(args.onChange).toHaveBeenLastCalledWith('amy');
  },
};

export const Filled: Story = { args: { defaultValue: 'amy_lee' } };

export const WithDescription: Story = {
  args: { description: 'Letters and digits; you log in with it.' },
};

export const WithIcon: Story = { args: { icon: 'user' } };

export const Invalid: Story = {
  args: { defaultValue: 'am', errorMessage: 'Username must be 3-12 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/3-12 characters/);
  },
};

/** The message of a domain validation rule, translated by its key. */
export const DomainValidation: Story = {
  render: (args) => {
    function Field() {
      const [value, setValue] = useState('');
      return (
        <TextField
          {...args}
          value={value}
          onChange={setValue}
          validation={validateUsername(value)}
        />
      );
    }
    return <Field />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'amy_lee' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'amy_lee' } };

export const LongLabel: Story = {
  args: {
    label: 'Detailed address (street, building, unit and the name on the doorbell)',
    description: 'Couriers read this line; write it the way your local post expects.',
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={5}>
      <TextField {...args} />
      <TextField {...args} defaultValue="amy_lee" description="Letters and digits." icon="user" />
      <TextField {...args} defaultValue="am" errorMessage="Username must be 3-12 characters" />
      <TextField {...args} defaultValue="amy_lee" isDisabled />
    </Stack>
  ),
};
