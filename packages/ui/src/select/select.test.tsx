import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Select } from './select.js';

const options = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta', detail: '+2' },
  { id: 'c', label: 'Gamma', isDisabled: true },
];

describe('Select', () => {
  it('opens a listbox and reports the chosen id', async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderUI(
      <Select label="Letter" options={options} onSelectionChange={onSelectionChange} />,
    );
    await user.click(screen.getByRole('button', { name: /Letter/ }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /Gamma/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(listbox).getByRole('option', { name: /Beta/ }));
    expect(onSelectionChange).toHaveBeenCalledWith('b');
  });

  it('shows the selected label', async () => {
    await renderUI(<Select label="Letter" options={options} selectedKey="a" />);
    expect(screen.getByRole('button', { name: /Alpha/ })).toBeInTheDocument();
  });
});
