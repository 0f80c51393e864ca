import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { changeLanguage } from '@bazaar/i18n';
import { renderApp } from '../test/render-app.js';

describe('DocumentLanguage', () => {
  it('keeps <html lang> on the interface language, as a BCP 47 tag', async () => {
    const app = await renderApp({ path: '/user/login', language: 'ja' });
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    await act(() => changeLanguage(app.services.i18n, 'zh-cn'));
    expect(document.documentElement.lang).toBe('zh-CN');
    await act(() => changeLanguage(app.services.i18n, 'spa'));
    expect(document.documentElement.lang).toBe('es');
    await act(() => changeLanguage(app.services.i18n, 'en'));
    expect(document.documentElement.lang).toBe('en');
  });
});
