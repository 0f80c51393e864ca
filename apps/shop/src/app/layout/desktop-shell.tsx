import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppShell, SideNav } from '@bazaar/ui';
import { useMessagesUnread } from '../../features/chat/notice-unread.js';
import { useSession } from '../../state/index.js';
import { DesktopHeader } from './desktop-header.js';
import { MERCHANT_NAV_ITEMS, isMerchantArea, merchantNavId } from './merchant-nav-items.js';
import { RootChrome, ScreenOutlet } from './root-layout.js';
import { useCurrentRoute } from './use-current-route.js';
import { currentNavId, userNavItems } from './user-nav-items.js';

/** True for the user area's pages (`/user/...` behind login), which get the side navigation. */
function isUserArea(pathname: string, auth: number): boolean {
  return auth >= 1 && /^\/user(\/|$)/.test(pathname);
}

/**
 * The user area's side navigation (`SideNav` of `@bazaar/ui`), the current page marked and the
 * unread chat messages and notices on the messages entry.
 */
function UserSideNav({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { userinfo } = useSession();
  const unread = useMessagesUnread();
  const items = userNavItems(userinfo);
  return (
    <SideNav
      title={t('shop:user_nav.label')}
      items={items}
      currentId={currentNavId(items, pathname)}
      badges={{ user_notice: unread }}
    />
  );
}

/** The merchant area's side navigation (`SideNav` of `@bazaar/ui`), the current page marked. */
function MerchantSideNav({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const unread = useMessagesUnread();
  return (
    <SideNav
      title={t('merchant:area.label')}
      items={MERCHANT_NAV_ITEMS}
      currentId={merchantNavId(pathname)}
      badges={{ mt_service: unread }}
    />
  );
}

/** The side navigation of a page: the user area's, the merchant area's, or none. */
function sideNavOf(pathname: string, auth: number) {
  if (isUserArea(pathname, auth)) return <UserSideNav pathname={pathname} />;
  if (auth >= 1 && isMerchantArea(pathname)) return <MerchantSideNav pathname={pathname} />;
  return undefined;
}

/**
 * The root of the desktop route table: the header on every page and the side navigation in the
 * user area and in the merchant area. Loaded only when the window is 500 px wide or more.
 */
export function DesktopShell() {
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  return (
    <RootChrome>
      <AppShell top={<DesktopHeader />} side={sideNavOf(pathname, route?.auth ?? 0)}>
        <ScreenOutlet />
      </AppShell>
    </RootChrome>
  );
}
