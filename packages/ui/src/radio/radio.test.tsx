import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Radio, RadioGroup } from './radio.js';

describe('RadioGroup', () => {
  it('chooses one option at a time', async () => {
    const onChange = vi.fn();
    const { user } = await renderUI(
      <RadioGroup label="Type" onChange={onChange}>
        <Radio value="refund">Refund only</Radio>
        <Radio value="return">Return and refund</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Type' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Return and refund' }));
    expect(screen.getByRole('radio', { name: 'Return and refund' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Refund only' })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith('return');
  });

  it('describes the group with its error', async () => {
    await renderUI(
      <RadioGroup label="Type" errorMessage="Choose a type">
        <Radio value="refund">Refund only</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Type' })).toHaveAccessibleDescription(
      'Choose a type',
    );
  });
});
