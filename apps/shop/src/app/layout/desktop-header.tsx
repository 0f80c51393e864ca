import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEFAULT_LANGUAGE, SHOPPER_TABS, isLanguageCode } from '@bazaar/domain';
import { BrandMark, Header, LanguagePickerFace } from '@bazaar/ui';
import { useMessagesUnread } from '../../features/chat/notice-unread.js';
import { useCart } from '../../state/index.js';
import { HeaderSearch } from './header-search.js';
import { SHOPPER_BADGE_KINDS } from './shopper-badges.js';
import { useCurrentRoute } from './use-current-route.js';
import { UserMenu } from './user-menu.js';

// The picker (react-aria's overlays, about 80 KB) is the largest part of the header: it loads when
// it is about to be used (a pointer over its face, the focus on it), not with the page.
const loadLanguagePicker = () => import('./language-picker.js');
const HeaderLanguagePicker = lazy(() =>
  loadLanguagePicker().then((m) => ({ default: m.HeaderLanguagePicker })),
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
  // The picker is a lazy chunk loaded on first use: its face (a button named as the picker's,
  // drawn by the server too) stands in its place until it is pressed, then the picker takes its
  // place, focused and opened (keyboard and screen-reader users press it once, as anyone). A
  // pointer over the face or the focus on it starts loading the code. A press before hydration
  // is kept and replayed (`early-events.ts`).
  const [isWanted, setWanted] = useState(false);
  const face = (
    <LanguagePickerFace
      value={isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE}
      label={t('ui:language.label')}
      onWarm={() => void loadLanguagePicker().catch(() => undefined)}
      onPress={() => setWanted(true)}
    />
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
          {isWanted ? (
            <Suspense fallback={face}>
              <HeaderLanguagePicker openOnMount />
            </Suspense>
          ) : (
            face
          )}
        </>
      }
    />
  );
}
