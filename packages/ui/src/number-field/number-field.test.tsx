import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { NumberField } from './number-field.js';

describe('NumberField', () => {
  it('steps by the buttons and the arrow keys within the limits', async () => {
    const onChange = vi.fn();
    const { user } = await renderUI(
      <NumberField label="Stock" defaultValue={1} minValue={0} maxValue={2} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Stock' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('shows its error', async () => {
    await renderUI(<NumberField label="Stock" errorMessage="Too many" />);
    expect(screen.getByRole('textbox', { name: 'Stock' })).toHaveAccessibleDescription('Too many');
  });
});
