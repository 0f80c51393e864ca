import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEFAULT_LANGUAGE, SHOPPER_TABS, isLanguageCode } from '@bazaar/domain';
import { BrandMark, Header, LanguagePickerFace } from '@bazaar/ui';
import { useMessagesUnread } from '../../features/chat/notice-unread.js';
import { useCart } from '../../state/index.js';
import { HeaderSearch } from './header-search.js';
import { SHOPPER_BADGE_KINDS } from './shopper-badges.js';
import { viewportLayout } from '../use-viewport-layout.js';
import { useCurrentRoute } from './use-current-route.js';
import { UserMenu } from './user-menu.js';

// The picker's sheet is the largest part of the header: it loads right after the first paint
// instead of delaying it.
const HeaderLanguagePicker = lazy(() =>
  import('./language-picker.js').then((m) => ({ default: m.HeaderLanguagePicker })),
);

/**
 * The desktop header (`Header` of `@bazaar/ui`): a home link, the shopper's main links with the
 * cart's number of items and the unread messages, the search, the account menu and the language
 * picker.
 */
export function DesktopHeader() {
  const { t, i18n } = useTranslation();
  const { cartnum } = useCart();
  const unread = useMessagesUnread();
  const route = useCurrentRoute();
  // The picker is a lazy chunk: rendered on the server, its Suspense boundary would abort
  // renderToString (React then re-renders the page on the client and logs an error). It appears
  // once the page is interactive, on the server's and the browser's first render alike.
  // Until then its face stands in its place, so the header does not move when it arrives. A
  // phone's window shown the desktop page (the server guessed wrong) switches to the phone's
  // shell right after hydration: this header is on its way out, and its picker is not loaded.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => {
    if (viewportLayout() === 'desktop') setMounted(true);
  }, []);
  const face = (
    <LanguagePickerFace value={isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE} />
  );
  return (
    <Header
      brand={
        <Link to="/" aria-label={t('common:nav.home')}>
          <BrandMark />
        </Link>
      }
      items={SHOPPER_TABS}
      currentId={route?.routeId}
      badges={{ cart: cartnum, user: unread }}
      badgeKinds={SHOPPER_BADGE_KINDS}
      search={<HeaderSearch />}
      end={
        <>
          <UserMenu />
          {isMounted ? (
            <Suspense fallback={face}>
              <HeaderLanguagePicker />
            </Suspense>
          ) : (
            face
          )}
        </>
      }
    />
  );
}
