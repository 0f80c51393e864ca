import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Picker } from './picker.js';

const options = [
  { id: 'a', label: 'Apple', detail: '+1' },
  { id: 'b', label: 'Banana', detail: '+22' },
];

describe('Picker', () => {
  it('names its trigger by label and value and chooses in a sheet', async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderUI(
      <Picker
        label="Fruit"
        options={options}
        selectedKey="a"
        onSelectionChange={onSelectionChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Fruit Apple' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Fruit' });
    await user.click(within(sheet).getByRole('option', { name: /Banana/ }));
    expect(onSelectionChange).toHaveBeenCalledWith('b');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters by label and detail', async () => {
    const { user } = await renderUI(
      <Picker
        label="Fruit"
        options={options}
        selectedKey={null}
        onSelectionChange={() => {}}
        isSearchable
      />,
    );
    await user.click(screen.getByRole('button', { name: /Fruit/ }));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, '22');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option', { name: /Banana/ })).toBeInTheDocument();
  });

  it('shows the placeholder and the error', async () => {
    await renderUI(
      <Picker
        label="Fruit"
        options={options}
        selectedKey={null}
        onSelectionChange={() => {}}
        errorMessage="Required"
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Fruit Please choose' });
    expect(trigger).toHaveAccessibleDescription('Required');
  });

  it('can keep its label for screen readers only', async () => {
    const { user } = await renderUI(
      <Picker
        label="Fruit"
        hideLabel
        options={options}
        selectedKey="b"
        onSelectionChange={() => {}}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Fruit Banana' });
    expect(screen.getByText('Fruit')).toHaveAttribute('data-hidden');
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('marks the chosen value with its language', async () => {
    await renderUI(
      <Picker
        label="Language"
        options={[{ id: 'th', label: 'ไทย', lang: 'th' }]}
        selectedKey="th"
        onSelectionChange={() => {}}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Language ไทย' });
    expect(within(trigger).getByText('ไทย')).toHaveAttribute('lang', 'th');
  });
});
