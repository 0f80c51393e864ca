import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { COUNTRY_DIAL_CODES } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { CountryCodePicker } from './country-code-picker.js';

describe('CountryCodePicker', () => {
  it('lists every dial code of the domain and reports the chosen country', async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderUI(
      <CountryCodePicker selectedId="jp" onSelectionChange={onSelectionChange} />,
    );
    await user.click(screen.getByRole('button', { name: /\+81/ }));
    const sheet = screen.getByRole('dialog');
    expect(within(sheet).getAllByRole('option')).toHaveLength(COUNTRY_DIAL_CODES.length);
    await user.click(within(sheet).getByRole('option', { name: /\+886/ }));
    expect(onSelectionChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'tw', areaCode: 886 }),
    );
  });
});
