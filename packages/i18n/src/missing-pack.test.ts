import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, createI18n } from './instance.js';

// The Korean chunk cannot be fetched (offline, or a deploy removed it).
vi.mock('./locales/ko/index.js', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a language pack that does not load', () => {
  it('shows English in its place (spec section 8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await createI18n({ language: 'ko' });
    i18n.addResourceBundle('en', 'common', { probe: 'English text' }, true, true);
    expect(i18n.language).toBe('ko');
    expect(i18n.t('common:probe')).toBe('English text');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('leaves a switch to it in English too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await createI18n({ language: 'ja' });
    i18n.addResourceBundle('en', 'common', { probe: 'English text' }, true, true);
    await changeLanguage(i18n, 'ko');
    expect(i18n.language).toBe('ko');
    expect(i18n.t('common:probe')).toBe('English text');
    warn.mockRestore();
  });
});
