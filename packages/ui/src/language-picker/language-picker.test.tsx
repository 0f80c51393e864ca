import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LANGUAGE_CODES } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { LanguagePicker } from './language-picker.js';
import { LANGUAGE_NAMES } from './language-names.js';

describe('LanguagePicker', () => {
  it('offers the 13 languages in their own names and reports the code', async () => {
    const onChange = vi.fn();
    const { user } = await renderUI(<LanguagePicker value="en" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Language English' }));
    const sheet = screen.getByRole('dialog', { name: 'Language' });
    expect(within(sheet).getAllByRole('option')).toHaveLength(13);
    await user.click(within(sheet).getByRole('option', { name: 'Bahasa Melayu' }));
    expect(onChange).toHaveBeenCalledWith('may');
  });

  it('names every language code', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });
});
