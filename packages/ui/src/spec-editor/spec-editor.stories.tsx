import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { validateSpecGroups } from '@bazaar/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { SpecEditor, type SpecGroupValue } from './spec-editor.js';

const twoGroups: SpecGroupValue[] = [
  { name: 'Colour', items: ['White', 'Blue'] },
  { name: 'Size', items: ['M', 'L'] },
];

const meta = {
  title: 'Forms/SpecEditor',
  component: SpecEditor,
  tags: ['autodocs'],
  args: { label: 'Specifications', groups: [], onChange: fn() },
  render: (args) => {
    function Demo() {
      const [groups, setGroups] = useState<SpecGroupValue[]>(
        args.groups.map((group) => ({ ...group, items: [...group.items] })),
      );
      return (
        <SpecEditor
          {...args}
          groups={groups}
          onChange={(next) => {
            setGroups(next);
            args.onChange(next);
          }}
        />
      );
    }
    return <Demo />;
  },
} satisfies Meta<typeof SpecEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No specification: the goods has one price and stock. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add specification' }));
    await expect(args.onChange).toHaveBeenCalledWith([{ name: '', items: [''] }]);
  },
};

/** Two groups of two values: four combinations. */
export const TwoGroups: Story = {
  tags: ['screenshot'],
  args: { groups: twoGroups },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name of specification 2' })).toHaveValue(
      'Size',
    );
  },
};

/** The most groups: no button to add another. */
export const Full: Story = {
  args: { groups: twoGroups, maxGroups: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add specification' })).toBeNull();
  },
};

/** A domain refusal: a value twice in the second group. */
export const Invalid: Story = {
  tags: ['screenshot'],
  args: {
    groups: [twoGroups[0]!, { name: 'Size', items: ['M', 'M'] }],
    validation: validateSpecGroups([twoGroups[0]!, { name: 'Size', items: ['M', 'M'] }]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** Thai labels and values. */
export const Thai: Story = {
  args: { groups: [{ name: 'สี', items: ['ขาว', 'น้ำเงิน'] }] },
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'เพิ่มข้อกำหนด' })).toBeVisible();
  },
};
