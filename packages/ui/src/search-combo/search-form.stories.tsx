import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchForm } from './search-form.js';

const meta = {
  title: 'Forms/SearchForm',
  component: SearchForm,
  args: { onSubmit: fn(), onIntent: fn(), showSubmitButton: true },
} satisfies Meta<typeof SearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plain box the server draws (the look of `SearchCombo`'s `Empty`). */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'tea{Enter}');
    await expect(args.onIntent).toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledWith('tea');
  },
};

/** With the keyword of the search page. */
export const WithKeyword: Story = {
  args: { defaultValue: 'green tea' },
};
