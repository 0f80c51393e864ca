import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { ChoiceChips } from './choice-chips.js';

describe('ChoiceChips', () => {
  it('is a labelled radio group that reports the chosen value and skips disabled ones', async () => {
    const onChange = vi.fn();
    const { user } = await renderUI(
      <ChoiceChips
        label="Size"
        options={['S', 'M', 'L']}
        value="M"
        onChange={onChange}
        disabledOptions={['L']}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'L' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(onChange).toHaveBeenCalledWith('S');
  });
});
