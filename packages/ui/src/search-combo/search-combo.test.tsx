import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { SearchCombo, type SearchSuggestionItem } from './search-combo.js';

const suggestions: SearchSuggestionItem[] = [
  { type: 'shop', id: 2, text: 'TechHub Electronics' },
  { type: 'goods', id: 11, text: 'Halo ANC Wireless Headphones' },
  { type: 'goods', id: 12, text: 'Voyager Travel ANC Headphones' },
];

describe('SearchCombo', () => {
  it('lists the suggestions while typing, the shop marked, and picks one with the arrows and Enter', async () => {
    const onPick = vi.fn();
    const onInputChange = vi.fn();
    const { user } = await renderUI(
      <SearchCombo suggestions={suggestions} onPick={onPick} onInputChange={onInputChange} />,
    );
    const box = screen.getByRole('combobox', { name: 'Search goods and shops' });
    await user.type(box, 'hedph');
    expect(onInputChange).toHaveBeenLastCalledWith('hedph');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'TechHub ElectronicsShop',
      'Halo ANC Wireless Headphones',
      'Voyager Travel ANC Headphones',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith({ kind: 'suggestion', suggestion: suggestions[1] });
    expect(box).toHaveValue('Halo ANC Wireless Headphones');
  });

  it('shows at most 8 suggestions', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      type: 'goods' as const,
      id: index + 1,
      text: `Tea ${index + 1}`,
    }));
    const { user } = await renderUI(<SearchCombo suggestions={many} />);
    await user.type(screen.getByRole('combobox'), 'tea');
    expect(await screen.findAllByRole('option')).toHaveLength(8);
  });

  it('submits the typed keyword on Enter when no option is focused, and by the button', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderUI(
      <SearchCombo suggestions={suggestions} onSubmit={onSubmit} showSubmitButton />,
    );
    await user.type(screen.getByRole('combobox'), ' headphones {Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('headphones');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('offers the recent searches with a clear option and the popular ones while empty', async () => {
    const onPick = vi.fn();
    const onClearRecent = vi.fn();
    const { user } = await renderUI(
      <SearchCombo
        recent={['linen shirt']}
        popular={['headphones', 'smartwatch']}
        onPick={onPick}
        onClearRecent={onClearRecent}
      />,
    );
    await user.click(screen.getByRole('combobox'));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByText('Recent searches')).toBeInTheDocument();
    expect(within(list).getByText('Popular searches')).toBeInTheDocument();
    await user.click(within(list).getByRole('option', { name: 'smartwatch' }));
    expect(onPick).toHaveBeenCalledWith({ kind: 'popular', keyword: 'smartwatch' });
    await user.clear(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Clear recent searches' }));
    expect(onClearRecent).toHaveBeenCalledOnce();
  });

  it('clears the keyword with its button', async () => {
    const onInputChange = vi.fn();
    const { user } = await renderUI(
      <SearchCombo defaultValue="tea" onInputChange={onInputChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(onInputChange).toHaveBeenLastCalledWith('');
  });

  it('opens the list when the popular searches arrive after the box was focused, when asked to', async () => {
    const { user, rerender } = await renderUI(<SearchCombo openWhenReady />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    rerender(<SearchCombo openWhenReady popular={['headphones']} />);
    expect(await screen.findByRole('option', { name: 'headphones' })).toBeInTheDocument();
  });
});
