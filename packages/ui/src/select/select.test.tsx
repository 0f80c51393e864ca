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

  it('shows the chosen option in the closed field without its check mark', async () => {
    const { user } = await renderUI(<Select label="Letter" options={options} selectedKey="b" />);
    const field = screen.getByRole('button', { name: /Letter/ });
    expect(field).toHaveTextContent('Beta +2');
    expect(field.querySelector('[data-icon="check"]')).toBeNull();
    expect(field.querySelector('[data-icon="down"]')).not.toBeNull();
    await user.click(field);
    const chosen = within(screen.getByRole('listbox')).getByRole('option', { name: /Beta/ });
    expect(chosen.querySelector('[data-icon="check"]')).not.toBeNull();
  });

  it('marks the chosen label with its language', async () => {
    await renderUI(
      <Select
        label="Language"
        options={[{ id: 'ja', label: '日本語', lang: 'ja' }]}
        selectedKey="ja"
      />,
    );
    const field = screen.getByRole('button', { name: /Language/ });
    expect(within(field).getByText('日本語')).toHaveAttribute('lang', 'ja');
  });

  it('shows the placeholder while nothing is chosen', async () => {
    await renderUI(<Select label="Letter" options={options} placeholder="Pick one" />);
    expect(screen.getByRole('button', { name: /Letter/ })).toHaveTextContent('Pick one');
  });
});
