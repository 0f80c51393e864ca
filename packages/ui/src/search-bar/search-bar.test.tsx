import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { SearchBar } from './search-bar.js';

describe('SearchBar', () => {
  it('submits the trimmed keyword on Enter and by the button', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderUI(<SearchBar onSubmit={onSubmit} showSubmitButton />);
    const box = screen.getByRole('searchbox', { name: 'Search goods and shops' });
    await user.type(box, ' tea {Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('tea');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('clears with Escape and the clear button', async () => {
    const { user } = await renderUI(<SearchBar defaultValue="tea" />);
    const box = screen.getByRole('searchbox');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    await user.type(box, 'cup{Escape}');
    expect(box).toHaveValue('');
  });

  it('is a button that opens the search page when asked', async () => {
    const onOpenSearch = vi.fn();
    const { user } = await renderUI(<SearchBar onOpenSearch={onOpenSearch} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search goods or shops' }));
    expect(onOpenSearch).toHaveBeenCalledOnce();
  });
});
