import { useTranslation } from 'react-i18next';
import { Page } from '../../app/index.js';
import { Column, LinkList, Panel } from '../../features/user/sections/index.js';
import { useSession } from '../../state/index.js';

/** `/user/security`: the account name and the changes of the login and payment passwords. */
export function UserSecurityScreen() {
  const { t } = useTranslation();
  const { userinfo } = useSession();
  return (
    <Page title={t('user:security.title')}>
      <Column>
        <Panel aria-label={t('user:security.title')}>
          <p data-part="note">{t('user:centre.username', { username: userinfo?.username })}</p>
          <LinkList
            items={[
              { id: 'login', label: t('user:password.login_title'), href: '/user/set_pwd/login' },
              { id: 'pay', label: t('user:password.pay_title'), href: '/user/set_pwd/pay' },
            ]}
          />
        </Panel>
      </Column>
    </Page>
  );
}
