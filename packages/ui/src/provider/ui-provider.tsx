import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@bazaar/domain';
import { localeOf } from '@bazaar/i18n';
import { LayoutContext, useWindowLayout } from '../layout/layout-context.js';
import { ImageSourcesContext, type ImageSrcSet } from '../lazy-image/image-sources.js';
import { LayerProvider } from '../overlay/layer.js';
import { GlobalStyle } from '../theme/global-style.js';
import { createTheme } from '../theme/theme.js';
import { ToastProvider } from '../toast/toast.js';
import type { UIToastQueue } from '../toast/toast-queue.js';
import type { LayoutName } from '../tokens/tokens.js';

/** The router hook-up that makes `Link`s and link items navigate client-side. */
export interface UIRouter {
  /** Navigates to a path (react-router's `useNavigate()` result fits). */
  navigate: (path: string, options?: unknown) => void;
  /** Turns a router path into an `href` (react-router's `useHref` fits). */
  useHref?: (path: string) => string;
}

/** Props of `UIProvider`. */
export interface UIProviderProps {
  /** The app. */
  children: ReactNode;
  /**
   * The i18next instance (from `@bazaar/i18n`'s `createI18n`). Omit it when an `I18nextProvider`
   * above already provides one.
   */
  i18n?: I18n;
  /** The language; by default the i18next instance's current language. */
  locale?: LanguageCode;
  /**
   * The layout: `auto` follows the window (under 500 px mobile, else desktop).
   * @default 'auto'
   */
  layout?: LayoutName | 'auto';
  /** Client-side navigation for links; without it links load pages the ordinary way. */
  router?: UIRouter;
  /** The toast queue; give one made with `createToastQueue()` to show toasts from outside React. */
  toastQueue?: UIToastQueue;
  /** Declare the tokens and base styles. Turn off only when a host page already renders `GlobalStyle`. @default true */
  globalStyle?: boolean;
  /**
   * The `srcset` of a picture address: the resized copies the app's image server keeps. Without
   * it pictures load from their address alone.
   */
  imageSrcSet?: ImageSrcSet;
}

const noSrcSet: ImageSrcSet = () => undefined;

function ProviderBody({
  children,
  locale,
  layout = 'auto',
  router,
  toastQueue,
  globalStyle = true,
  imageSrcSet,
}: Omit<UIProviderProps, 'i18n'>) {
  const { i18n } = useTranslation();
  const windowLayout = useWindowLayout();
  const activeLayout = layout === 'auto' ? windowLayout : layout;
  const language = locale ?? (isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const localeTag = localeOf(language);
  const theme = useMemo(() => createTheme(activeLayout), [activeLayout]);

  // Portalled overlays live outside this tree, so the layout variables and the language go on
  // the document root where every popup inherits them.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = { layout: root.dataset.layout, lang: root.lang };
    // Written only when they differ (a server-rendered page has them already).
    if (root.dataset.layout !== activeLayout) root.dataset.layout = activeLayout;
    if (root.lang !== localeTag) root.lang = localeTag;
    return () => {
      if (previous.layout === undefined) delete root.dataset.layout;
      else root.dataset.layout = previous.layout;
      root.lang = previous.lang;
    };
  }, [activeLayout, localeTag]);

  const content = (
    <ThemeProvider theme={theme}>
      {globalStyle ? <GlobalStyle /> : null}
      <LayoutContext.Provider value={activeLayout}>
        <ImageSourcesContext.Provider value={imageSrcSet ?? noSrcSet}>
          <LayerProvider>
            <ToastProvider queue={toastQueue}>{children}</ToastProvider>
          </LayerProvider>
        </ImageSourcesContext.Provider>
      </LayoutContext.Provider>
    </ThemeProvider>
  );

  return (
    <I18nProvider locale={localeTag}>
      {router ? (
        <RouterProvider navigate={router.navigate} useHref={router.useHref}>
          {content}
        </RouterProvider>
      ) : (
        content
      )}
    </I18nProvider>
  );
}

/**
 * Everything the components need, once at the top of an app: the theme and the token variables,
 * the root font size, the mobile or desktop layout, the locale for react-aria, overlay layers from
 * 2000, toasts, and client-side routing for links.
 *
 * ```tsx
 * const i18n = await createI18n({ storage: localStorage });
 * <UIProvider i18n={i18n} router={{ navigate, useHref }} toastQueue={toasts}>
 *   <App />
 * </UIProvider>
 * ```
 */
export function UIProvider({ i18n, ...props }: UIProviderProps) {
  return i18n ? (
    <I18nextProvider i18n={i18n}>
      <ProviderBody {...props} />
    </I18nextProvider>
  ) : (
    <ProviderBody {...props} />
  );
}
