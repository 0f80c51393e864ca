import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { SearchForm } from './search-form.js';

describe('SearchForm', () => {
  it('is a GET form to the search page that works without JavaScript', async () => {
    await renderUI(<SearchForm defaultValue="tea" showSubmitButton />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const box = screen.getByRole('searchbox', { name: 'Search goods and shops' });
    expect(box).toHaveAttribute('name', 'keyword');
    expect(box).toHaveValue('tea');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('gives the trimmed keyword to onSubmit instead of leaving the page', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderUI(<SearchForm onSubmit={onSubmit} showSubmitButton />);
    await user.type(screen.getByRole('searchbox'), '  green tea {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('green tea');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('tells when the visitor goes for the box: focus, a pointer, a touch', async () => {
    const onIntent = vi.fn();
    await renderUI(<SearchForm onIntent={onIntent} />);
    const box = screen.getByRole('searchbox');
    fireEvent.pointerEnter(screen.getByRole('search'));
    expect(onIntent).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(box);
    expect(onIntent).toHaveBeenCalledTimes(2);
    box.focus();
    expect(onIntent).toHaveBeenCalledTimes(3);
  });
});
