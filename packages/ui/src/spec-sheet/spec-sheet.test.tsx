import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { SpecSheet, type SpecSheetProps } from './spec-sheet.js';

function props(overrides: Partial<SpecSheetProps> = {}): SpecSheetProps {
  return {
    isOpen: true,
    onOpenChange: vi.fn(),
    title: 'Specification',
    image: '/uploads/a.png',
    price: <span>$329.00</span>,
    stockText: 'In stock: 40',
    summary: 'Choose Colour, Storage',
    specs: [
      { name: 'Colour', items: ['Black', 'White'] },
      { name: 'Storage', items: ['128GB', '256GB'] },
    ],
    choice: { Colour: 'White' },
    onChoiceChange: vi.fn(),
    quantity: 1,
    onQuantityChange: vi.fn(),
    confirmLabel: 'Add to cart',
    onConfirm: vi.fn(),
    ...overrides,
  };
}

describe('SpecSheet', () => {
  it('shows the price, stock and choice, reports choices, quantity and confirm', async () => {
    const given = props();
    const { user } = await renderUI(<SpecSheet {...given} />);
    const sheet = screen.getByRole('dialog', { name: 'Specification' });
    expect(sheet).toHaveTextContent('$329.00');
    expect(sheet).toHaveTextContent('In stock: 40');
    expect(sheet).toHaveTextContent('Choose Colour, Storage');
    const colour = within(sheet).getByRole('radiogroup', { name: 'Colour' });
    expect(within(colour).getByRole('radio', { name: 'White' })).toBeChecked();
    await user.click(within(sheet).getByRole('radio', { name: '256GB' }));
    expect(given.onChoiceChange).toHaveBeenCalledWith('Storage', '256GB');
    await user.click(within(sheet).getByRole('button', { name: /Increase/ }));
    expect(given.onQuantityChange).toHaveBeenCalledWith(2);
    await user.click(within(sheet).getByRole('button', { name: 'Add to cart' }));
    expect(given.onConfirm).toHaveBeenCalledOnce();
  });

  it('disables confirm and the quantity when sold out; Escape asks to close', async () => {
    const given = props({ isConfirmDisabled: true, confirmLabel: 'Sold out' });
    const { user } = await renderUI(<SpecSheet {...given} />);
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(given.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('greys the sold-out values: not choosable, the others still are', async () => {
    await renderUI(<SpecSheet {...props({ soldOut: { Storage: ['128GB'] } })} />);
    const soldOut = screen.getByRole('radio', { name: '128GB' });
    expect(soldOut).toBeDisabled();
    expect(screen.getByRole('radio', { name: '256GB' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Black' })).toBeEnabled();
  });
});
