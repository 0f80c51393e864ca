import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createI18n } from '@bazaar/i18n';
import type { LanguageCode } from '@bazaar/domain';
import { UIProvider, type UIProviderProps } from '../src/provider/ui-provider.js';

/** Options of `renderUI`. */
export interface RenderUIOptions extends Omit<UIProviderProps, 'children' | 'i18n' | 'locale'> {
  /** The language. @default 'en' */
  locale?: LanguageCode;
}

/**
 * Renders inside `UIProvider` (also on `rerender`) with a real i18next instance, and returns a
 * user-event session too.
 */
export async function renderUI(
  ui: ReactElement,
  { locale = 'en', layout = 'mobile', ...options }: RenderUIOptions = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  const i18n = await createI18n({ language: locale });
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UIProvider i18n={i18n} locale={locale} layout={layout} {...options}>
      {children}
    </UIProvider>
  );
  const result: RenderResult = render(ui, { wrapper });
  return { ...result, user };
}
