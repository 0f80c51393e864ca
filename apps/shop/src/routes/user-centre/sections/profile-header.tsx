import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { UserInfo } from '@bazaar/api/contract';
import { formatCount, type CurrencyEntry } from '@bazaar/domain';
import { Avatar, CurrencyPrice, Icon, vars } from '@bazaar/ui';
import { Panel } from '../../../features/user/sections/index.js';
import { bareList } from '../../../app/layout/bare-list.js';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[5]};

  & [data-part='names'] {
    flex: 1;
    min-width: 0;
  }
  & [data-part='nickname'] {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
  & [data-part='username'] {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & a[data-part='settings'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${vars.size.hitTarget};
    min-height: ${vars.size.hitTarget};
    color: ${vars.color.text};
    font-size: ${vars.size.icon.lg};
  }
`;

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${vars.space[3]};
  ${bareList}

  & a {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    gap: ${vars.space[1]};
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgSurfaceSecondary};
    color: ${vars.color.text};
    text-decoration: none;
  }
  & a:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
  }
  & [data-part='label'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='value'] {
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
  }
`;

/** Props of {@link ProfileHeader}. */
export interface ProfileHeaderProps {
  /** The logged-in user. */
  userinfo: UserInfo;
  /** The display currency of the balance. */
  currency: CurrencyEntry;
}

/** The user centre's top: avatar, nickname, settings, and the balance and points. */
export function ProfileHeader({ userinfo, currency }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation();
  const name = userinfo.nickname || userinfo.username;
  return (
    <Panel aria-labelledby="user-centre-name">
      <Head>
        <Avatar src={userinfo.avatar} name={name} size="lg" isDecorative />
        <div data-part="names">
          <p data-part="nickname" id="user-centre-name">
            {name}
          </p>
          <p data-part="username">{t('user:centre.username', { username: userinfo.username })}</p>
        </div>
        <Link to="/user/setting" data-part="settings" aria-label={t('user:tools.settings')}>
          <Icon name="settings" />
        </Link>
      </Head>
      <Figures>
        <li>
          <Link to="/user/wallet">
            <span data-part="label">{t('user:centre.balance')}</span>
            <span data-part="value">
              <CurrencyPrice amount={userinfo.money} currency={currency} />
            </span>
          </Link>
        </li>
        <li>
          <Link to="/user/point">
            <span data-part="label">{t('user:centre.points')}</span>
            <span data-part="value">{formatCount(userinfo.score, i18n.language)}</span>
          </Link>
        </li>
      </Figures>
    </Panel>
  );
}
