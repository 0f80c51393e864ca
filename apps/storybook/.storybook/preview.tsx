import type { Decorator, Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode } from '@bazaar/domain';
import { changeLanguage, createI18n } from '@bazaar/i18n';
import { LANGUAGE_NAMES, UIProvider } from '@bazaar/ui';
import { VIEWPORTS } from './viewports.js';

// One i18next instance for the whole Storybook; the language toolbar switches it.
const i18nReady = createI18n({ language: DEFAULT_LANGUAGE });

// Links navigate through this instead of leaving the story's page.
const storyRouter = { navigate: () => {} };

const withProviders: Decorator = (Story, { loaded, globals, parameters }) => {
  const locale = isLanguageCode(globals.locale) ? globals.locale : DEFAULT_LANGUAGE;
  // Screens (bars, shells) ask for `padding: false`; everything else gets room for focus rings.
  const padded = parameters.padding !== false;
  return (
    <UIProvider i18n={loaded.i18n as I18n} locale={locale} router={storyRouter}>
      <div data-story-root="" style={{ padding: padded ? 16 : 0 }}>
        <Story />
      </div>
    </UIProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGE_CODES.map((code) => ({
          value: code,
          title: LANGUAGE_NAMES[code],
          right: code,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: DEFAULT_LANGUAGE,
    viewport: { value: 'mobile', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  loaders: [
    async ({ globals }) => {
      const i18n = await i18nReady;
      await changeLanguage(
        i18n,
        isLanguageCode(globals.locale) ? globals.locale : DEFAULT_LANGUAGE,
      );
      return { i18n };
    },
  ],
  decorators: [withProviders],
  tags: ['autodocs'],
};

export default preview;
