import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CountryCodePicker } from './country-code-picker.js';

const meta = {
  title: 'Forms/CountryCodePicker',
  component: CountryCodePicker,
  args: { selectedId: null, onSelectionChange: fn() },
} satisfies Meta<typeof CountryCodePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const China: Story = { args: { selectedId: 'cn' } };

export const Invalid: Story = { args: { errorMessage: 'Please choose a country or region' } };

/** The list is the domain's dial codes; choosing reports the country with its area code. */
export const Choose: Story = {
  render: (args) => {
    function Demo() {
      const [id, setId] = useState<string | null>('cn');
      return (
        <CountryCodePicker
          {...args}
          selectedId={id}
          onSelectionChange={(country) => {
            setId(country.id);
            args.onSelectionChange(country);
          }}
        />
      );
    }
    return <Demo />;
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /\+86/ }));
    const sheet = await within(document.body).findByRole('dialog');
    await userEvent.type(within(sheet).getByRole('searchbox'), '852');
    await userEvent.click(within(sheet).getByRole('option', { name: /\+852/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'hk', areaCode: 852 }),
    );
    await expect(canvas.getByRole('button', { name: /\+852/ })).toBeVisible();
  },
};
