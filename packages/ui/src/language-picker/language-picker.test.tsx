import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LANGUAGE_CODES } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { LanguagePicker } from './language-picker.js';
import { LanguagePickerFace } from './language-picker-face.js';
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

  it('opens at once, focused on its button, when drawn with openOnMount', async () => {
    await renderUI(<LanguagePicker value="en" onChange={() => {}} hideLabel openOnMount />);
    const sheet = await screen.findByRole('dialog', { name: 'Language' });
    expect(within(sheet).getByRole('option', { name: 'English' })).toHaveFocus();
  });

  it('draws its face as a look only, or as a button named as the picker that reports use', async () => {
    const onWarm = vi.fn();
    const onPress = vi.fn();
    const { user, container } = await renderUI(
      <>
        <LanguagePickerFace value="ja" />
        <LanguagePickerFace value="ja" label="Language" onWarm={onWarm} onPress={onPress} />
      </>,
    );
    expect(container.querySelector('[aria-hidden="true"][data-stand-in]')).not.toBeNull();
    const face = screen.getByRole('button', { name: 'Language 日本語' });
    expect(face).toHaveAttribute('aria-haspopup', 'dialog');
    face.focus();
    expect(onWarm).toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('names every language code', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('shows its label by default (settings)', async () => {
    await renderUI(<LanguagePicker value="en" onChange={() => {}} />);
    expect(screen.getByText('Language')).not.toHaveAttribute('data-hidden');
  });

  it('hides its label from sight but not from screen readers (a header)', async () => {
    await renderUI(<LanguagePicker value="ru" onChange={() => {}} hideLabel />, { locale: 'ja' });
    const button = screen.getByRole('button', { name: '言語 Русский' });
    expect(screen.getByText('言語')).toHaveAttribute('data-hidden');
    expect(within(button).getByText('Русский')).toHaveAttribute('lang', 'ru');
  });
});
