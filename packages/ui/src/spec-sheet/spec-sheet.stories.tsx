import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DOLLARS, sampleImage } from '../../test/fixtures.js';
import { Button } from '../button/button.js';
import { CurrencyPrice } from '../price/price.js';
import { SpecSheet, type SpecSheetProps } from './spec-sheet.js';

const specs = [
  { name: 'Colour', items: ['Midnight Black', 'Glacier White', 'Forest Green'] },
  { name: 'Storage', items: ['128GB', '256GB'] },
];
const prices: Record<string, string> = { '128GB': '329.00', '256GB': '389.00' };

type DemoProps = Pick<
  SpecSheetProps,
  'isConfirmDisabled' | 'confirmLabel' | 'onConfirm' | 'soldOut'
> & {
  initial?: Record<string, string>;
};

/** A sheet whose price and stock follow the choice, as the goods page's does. */
function SheetDemo({ initial = {}, ...props }: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  const [choice, setChoice] = useState<Record<string, string>>(initial);
  const [quantity, setQuantity] = useState(1);
  const storage = choice['Storage'];
  const missing = specs.filter((spec) => !choice[spec.name]).map((spec) => spec.name);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <SpecSheet
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Specification"
        image={sampleImage(choice['Colour'] === 'Glacier White' ? 200 : 10)}
        price={
          <CurrencyPrice
            amount={storage ? prices[storage]! : '329.00'}
            maxAmount={storage ? prices[storage]! : '389.00'}
            currency={DOLLARS}
            size="lg"
          />
        }
        stockText={`In stock: ${storage === '256GB' ? 12 : 40}`}
        summary={
          missing.length > 0
            ? `Choose ${missing.join(', ')}`
            : `Chosen: ${specs.map((spec) => choice[spec.name]).join(', ')}`
        }
        specs={specs}
        choice={choice}
        onChoiceChange={(name, value) => setChoice({ ...choice, [name]: value })}
        quantity={quantity}
        onQuantityChange={setQuantity}
        maxQuantity={storage === '256GB' ? 12 : undefined}
      />
    </>
  );
}

const body = within(document.body);

const meta = {
  title: 'Overlays/SpecSheet',
  component: SheetDemo,
  args: { confirmLabel: 'Add to cart', onConfirm: fn() },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await body.findByRole('dialog', { name: 'Specification' })).toBeVisible();
  },
} satisfies Meta<typeof SheetDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = { tags: ['screenshot'] };

export const Chosen: Story = {
  tags: ['screenshot'],
  args: { initial: { Colour: 'Glacier White', Storage: '256GB' } },
};

export const ChosenDesktop: Story = {
  tags: ['screenshot'],
  args: { initial: { Colour: 'Glacier White', Storage: '256GB' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const SoldOut: Story = {
  tags: ['screenshot'],
  args: {
    initial: { Colour: 'Forest Green', Storage: '128GB' },
    isConfirmDisabled: true,
    confirmLabel: 'Sold out',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const sheet = await body.findByRole('dialog', { name: 'Specification' });
    await expect(within(sheet).getByRole('button', { name: 'Sold out' })).toBeDisabled();
  },
};

export const SoldOutChoices: Story = {
  tags: ['screenshot'],
  args: { initial: { Storage: '256GB' }, soldOut: { Colour: ['Forest Green'] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const sheet = await body.findByRole('dialog', { name: 'Specification' });
    const soldOut = within(sheet).getByRole('radio', { name: 'Forest Green' });
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).not.toBeChecked();
    await expect(within(sheet).getByRole('radio', { name: 'Midnight Black' })).toBeEnabled();
  },
};

export const ChoosingSetsPriceAndStock: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const sheet = await body.findByRole('dialog', { name: 'Specification' });
    await expect(sheet).toHaveTextContent('Choose Colour, Storage');
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Midnight Black' }));
    await userEvent.click(within(sheet).getByRole('radio', { name: '256GB' }));
    await expect(sheet).toHaveTextContent('Chosen: Midnight Black, 256GB');
    await expect(sheet).toHaveTextContent('In stock: 12');
    await expect(sheet.querySelector('[data-variant="current"]')).toHaveTextContent('$389.00');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await body.findByRole('dialog', { name: 'Specification' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
