import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppShell, SideNav } from '@bazaar/ui';
import { useSession } from '../../state/index.js';
import { DesktopHeader } from './desktop-header.js';
import { RootChrome, ScreenOutlet } from './root-layout.js';
import { useCurrentRoute } from './use-current-route.js';
import { currentNavId, userNavItems } from './user-nav-items.js';

/** True for the user area's pages (`/user/...` behind login), which get the side navigation. */
function isUserArea(pathname: string, auth: number): boolean {
  return auth >= 1 && /^\/user(\/|$)/.test(pathname);
}

/** The user area's side navigation (`SideNav` of `@bazaar/ui`), the current page marked. */
function UserSideNav({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { userinfo } = useSession();
  const items = userNavItems(userinfo);
  return (
    <SideNav
      title={t('shop:user_nav.label')}
      items={items}
      currentId={currentNavId(items, pathname)}
    />
  );
}

/**
 * The root of the desktop route table: the header on every page and the side navigation in the
 * user area. Loaded only when the window is 500 px wide or more.
 */
export function DesktopShell() {
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  return (
    <RootChrome>
      <AppShell
        top={<DesktopHeader />}
        side={
          isUserArea(pathname, route?.auth ?? 0) ? <UserSideNav pathname={pathname} /> : undefined
        }
      >
        <ScreenOutlet />
      </AppShell>
    </RootChrome>
  );
}
