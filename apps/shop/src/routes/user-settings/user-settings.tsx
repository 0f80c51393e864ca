import { useTranslation } from 'react-i18next';
import { Button } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { useLogout } from '../../features/session/index.js';
import { useClearCache } from '../../features/user/index.js';
import { Column, LinkList, Panel } from '../../features/user/sections/index.js';
import { useSession } from '../../state/index.js';
import { AvatarPanel } from './sections/avatar-panel.js';
import { PreferencesPanel } from './sections/preferences-panel.js';

const GENDER_KEYS = ['user:gender.unknown', 'user:gender.male', 'user:gender.female'] as const;

/**
 * `/user/setting`: the avatar, the personal info (nickname, gender), addresses, account and
 * security, feedback, the language and voice preferences, clearing the local caches and logging
 * out (each of the last two asks first).
 */
export function UserSettingsScreen() {
  const { t } = useTranslation();
  const { userinfo } = useSession();
  const { logout, isLoggingOut } = useLogout();
  const clearCache = useClearCache();
  if (!userinfo) return null;
  return (
    <Page title={t('user:tools.settings')}>
      <Column>
        <AvatarPanel userinfo={userinfo} />
        <Panel aria-label={t('user:setting.account')}>
          <LinkList
            items={[
              {
                id: 'nickname',
                label: t('user:profile.nickname'),
                href: '/user/edit',
                value: userinfo.nickname,
              },
              {
                id: 'gender',
                label: t('user:profile.gender'),
                href: '/user/edit',
                value: t(GENDER_KEYS[userinfo.gender] ?? GENDER_KEYS[0]),
              },
              { id: 'edit', label: t('user:profile.title'), href: '/user/edit' },
              { id: 'security', label: t('user:security.title'), href: '/user/security' },
              {
                id: 'addresses',
                label: t('user:tools.addresses'),
                href: '/user/address/list',
              },
              { id: 'feedback', label: t('user:tools.feedback'), href: '/user/feedback' },
            ]}
          />
        </Panel>
        <PreferencesPanel />
        <Panel aria-label={t('user:setting.session')}>
          <Button variant="outline" fullWidth onPress={() => void clearCache()}>
            {t('user:setting.clear_cache')}
          </Button>
          <Button variant="danger" fullWidth isLoading={isLoggingOut} onPress={() => void logout()}>
            {t('user:setting.logout')}
          </Button>
        </Panel>
      </Column>
    </Page>
  );
}
