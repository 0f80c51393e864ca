import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { QuantityStepper } from './quantity-stepper.js';

describe('QuantityStepper', () => {
  it.each([
    [1, true],
    [2, false],
    [99, false],
  ])('at %d the decrease button is disabled: %s', async (value, disabled) => {
    await renderUI(<QuantityStepper value={value} onChange={() => {}} />);
    const decrease = screen.getByRole('button', { name: 'Decrease' });
    if (disabled) expect(decrease).toBeDisabled();
    else expect(decrease).toBeEnabled();
  });

  it('reports the next quantity and stops at the stock', async () => {
    const onChange = vi.fn();
    const { user, rerender } = await renderUI(
      <QuantityStepper value={4} max={5} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onChange).toHaveBeenCalledWith(5);
    rerender(<QuantityStepper value={5} max={5} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
  });

  it('does not report a decrease below 1 typed or pressed', async () => {
    const onChange = vi.fn();
    const { user } = await renderUI(<QuantityStepper value={1} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(onChange).not.toHaveBeenCalledWith(0);
  });
});
