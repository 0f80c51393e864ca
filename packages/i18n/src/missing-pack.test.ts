import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, createI18n } from './instance.js';

// The Korean chunks cannot be fetched (offline, or a deploy removed them).
vi.mock('./locales/ko/first-load.js', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('./locales/ko/account.js', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('./locales/ko/areas.js', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a language pack that does not load', () => {
  it('shows English in its place (spec section 8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await createI18n({ language: 'ko' });
    i18n.addResourceBundle('en', 'common', { probe: 'English text' }, true, true);
    expect(i18n.language).toBe('ko');
    expect(i18n.t('common:probe')).toBe('English text');
    expect(i18n.t('user:centre.balance')).toBe('Balance');
    // Each of its three parts (the first load's, the account's, the areas').
    expect(warn).toHaveBeenCalledTimes(3);
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
