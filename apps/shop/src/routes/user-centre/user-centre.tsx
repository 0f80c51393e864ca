import { useTranslation } from 'react-i18next';
import { ORDER_TABS, userTools, type OrderTab } from '@bazaar/domain';
import {
  NAV_ICONS,
  Panel as TitledPanel,
  Skeleton,
  SkeletonGroup,
  type IconName,
  StateView,
} from '@bazaar/ui';
import type { UserStatistics } from '@bazaar/api/contract';
import { Page, useNotify } from '../../app/index.js';
import { useCurrency } from '../../features/catalogue/index.js';
import { useMessagesUnread } from '../../features/chat/index.js';
import { ANDROID_DOWNLOAD_URL, useProfileSync } from '../../features/user/index.js';
import { Column, LinkList, Panel, type LinkListItem } from '../../features/user/sections/index.js';
import { promptInstall, useInstallState } from '../../pwa/install-prompt.js';
import { useSession } from '../../state/index.js';
import { CountGrid } from './sections/count-grid.js';
import { ProfileHeader } from './sections/profile-header.js';

/** The order tabs the user centre counts, with the statistics field of each. */
const ORDER_COUNTS: readonly [OrderTab['value'], keyof UserStatistics['order']][] = [
  [1, 'pay'],
  [2, 'delive'],
  [3, 'receiving'],
  [4, 'evaluate'],
  [5, 'customer'],
];

const TOOL_ICONS: Record<string, IconName> = {
  merchant: 'shop',
  operator: 'settings',
  reviews: 'star',
  service: 'service',
  addresses: 'location',
  reports: 'alert',
  feedback: 'info',
  settings: 'settings',
  install_app: NAV_ICONS.install_app!,
};

/**
 * `/user`: the user centre. The user (avatar, nickname, balance, points), orders waiting in each
 * state and the collections (from the statistics, read again on each visit), the messages, and
 * the user tools of spec section 2 (the merchant entry leads to the console for a merchant, else
 * to the application). The messages entry counts unread chat messages and notices together.
 */
export function UserCentreScreen() {
  const { t } = useTranslation();
  const { userinfo, statistics } = useSession();
  const profile = useProfileSync();
  const currency = useCurrency();
  const unreadMessages = useMessagesUnread();
  const installState = useInstallState();
  const notify = useNotify();

  if (!userinfo) return null;

  const install = async () => {
    if ((await promptInstall()) === null) notify.info('user:install.manual');
  };
  const tools: LinkListItem[] = userTools(userinfo).flatMap((tool): LinkListItem[] => {
    const entry = { id: tool.id, label: t(tool.labelKey), icon: TOOL_ICONS[tool.id] };
    if (tool.path) return [{ ...entry, href: tool.path }];
    // "Install the app": the browser's prompt where it offers one, else how to install from its
    // menu; gone once installed. An Android package beside it only where one is configured.
    return [
      ...(installState === 'installed' ? [] : [{ ...entry, onPress: () => void install() }]),
      ...(ANDROID_DOWNLOAD_URL
        ? [
            {
              id: 'download_android',
              label: t('user:tools.download_android'),
              icon: NAV_ICONS.download_android!,
              href: ANDROID_DOWNLOAD_URL,
              external: true,
            },
          ]
        : []),
    ];
  });

  return (
    <Page title={t('common:nav.me')} showBack={false}>
      <Column>
        <ProfileHeader userinfo={userinfo} currency={currency} />
        {statistics ? (
          <>
            <TitledPanel title={t('user:centre.orders')} headingId="user-centre-orders">
              <CountGrid
                aria-label={t('user:centre.orders')}
                columns={5}
                items={ORDER_COUNTS.map(([state, field]) => ({
                  id: field,
                  label: t(ORDER_TABS.find((tab) => tab.value === state)?.labelKey ?? ''),
                  href: `/user/order/${state}`,
                  count: statistics.order[field],
                }))}
              />
              <LinkList
                items={[
                  { id: 'orders', label: t('user:centre.all_orders'), href: '/user/order' },
                  { id: 'refunds', label: t('user:centre.refunds'), href: '/user/refund/list' },
                ]}
              />
            </TitledPanel>
            <Panel aria-label={t('user:centre.collections')}>
              <CountGrid
                aria-label={t('user:centre.collections')}
                items={[
                  {
                    id: 'favorites',
                    label: t('user:centre.favorites'),
                    href: '/user/favorites',
                    count: statistics.dynamic.collection,
                  },
                  {
                    id: 'follow',
                    label: t('user:centre.follows'),
                    href: '/user/follow',
                    count: statistics.dynamic.concern,
                  },
                  {
                    id: 'footprint',
                    label: t('user:centre.footprints'),
                    href: '/user/footprint',
                    count: statistics.dynamic.footprint,
                  },
                  {
                    id: 'voucher',
                    label: t('user:centre.vouchers'),
                    href: '/user/voucher',
                    count: statistics.dynamic.coupon,
                  },
                ]}
              />
            </Panel>
          </>
        ) : profile.error ? (
          <StateView state="failed" onRetry={() => void profile.mutate()} />
        ) : (
          <SkeletonGroup>
            <Skeleton height="6rem" />
            <Skeleton height="4rem" />
          </SkeletonGroup>
        )}
        <TitledPanel title={t('user:centre.tools')} headingId="user-centre-tools">
          <LinkList
            items={[
              {
                id: 'notice',
                label: t('user:notice.title'),
                href: '/user/notice',
                icon: 'bell',
                badge: unreadMessages,
              },
              { id: 'point', label: t('user:point.title'), href: '/user/point', icon: 'calendar' },
              ...tools,
            ]}
          />
        </TitledPanel>
      </Column>
    </Page>
  );
}
