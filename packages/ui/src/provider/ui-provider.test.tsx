import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createI18n } from '@bazaar/i18n';
import { useLayout } from '../layout/layout-context.js';
import { UIProvider } from './ui-provider.js';

function ShowLayout() {
  return <p>{useLayout()}</p>;
}

describe('UIProvider', () => {
  it.each([
    ['en', 'en'],
    ['zh-cn', 'zh-CN'],
    ['may', 'ms'],
    ['spa', 'es'],
  ] as const)(
    'marks the document as %s (lang %s) and restores it on unmount',
    async (code, tag) => {
      const i18n = await createI18n({ language: code });
      const { unmount } = render(
        <UIProvider i18n={i18n} layout="desktop">
          <ShowLayout />
        </UIProvider>,
      );
      expect(document.documentElement).toHaveAttribute('lang', tag);
      expect(document.documentElement).toHaveAttribute('data-layout', 'desktop');
      expect(screen.getByText('desktop')).toBeInTheDocument();
      unmount();
      expect(document.documentElement).not.toHaveAttribute('data-layout');
    },
  );

  it('follows the i18next language when no locale is given', async () => {
    const i18n = await createI18n({ language: 'ru' });
    render(
      <UIProvider i18n={i18n}>
        <ShowLayout />
      </UIProvider>,
    );
    expect(document.documentElement).toHaveAttribute('lang', 'ru');
  });

  it('chooses the mobile layout for a narrow window in auto mode', async () => {
    const i18n = await createI18n({ language: 'en' });
    render(
      <UIProvider i18n={i18n} layout="auto">
        <ShowLayout />
      </UIProvider>,
    );
    expect(screen.getByText('mobile')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-layout', 'mobile');
  });
});
