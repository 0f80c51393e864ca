import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { OPERATOR_NAV_ITEMS, type NavItem } from '@bazaar/domain';
import { Icon, NAV_ICONS, vars, StateView, phoneGutter } from '@bazaar/ui';
import { AdminPage, BooksPanel, useWaitingCounts } from '../../features/admin/index.js';
import { IssuedVouchersPanel } from '../../features/vouchers/issued-vouchers-panel.js';
import { bareList } from '../../app/layout/bare-list.js';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  ${phoneGutter}
  & > h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};
  ${bareList}

  :root[data-layout='desktop'] & {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${vars.space[5]};
  }
  & a {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    height: 100%;
    min-height: ${vars.size.hitTarget};
    padding: ${vars.space[5]};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.bgSurface};
    box-shadow: ${vars.shadow.card};
    color: ${vars.color.text};
    text-decoration: none;
  }
  & a:hover {
    color: ${vars.color.textBrand};
  }
  & a:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
  & [data-part='label'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[3]};
    font-weight: ${vars.fontWeight.medium};
  }
  & [data-part='count'] {
    font-size: ${vars.fontSize['3xl']};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
  & [data-part='detail'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='detail'][data-overdue] {
    color: ${vars.color.textCritical};
  }
`;

function itemOf(id: string): NavItem {
  return OPERATOR_NAV_ITEMS.find((item) => item.id === id) as NavItem;
}

/** The catalogue and site settings, then the way back to the user centre. */
const SETTINGS_IDS = ['admin_market', 'admin_categories', 'admin_banners', 'admin_currencies'];

/**
 * `/admin`: the operator's dashboard. What waits for the platform, each queue with its count
 * (and, for feedback and reports, how many passed the 72-hour promise) leading to its list; the
 * last check of the books (an alert when they did not reconcile); then the catalogue and site
 * settings and the way back to the user centre.
 */
export function AdminDashboardScreen() {
  const { t } = useTranslation();
  const counts = useWaitingCounts();
  const back = OPERATOR_NAV_ITEMS.at(-1) as NavItem;

  return (
    <AdminPage title={t('admin:dashboard.title')}>
      {counts.hasError ? (
        <StateView
          state="failed"
          failedMessage={t('admin:dashboard.load_failed')}
          onRetry={counts.retry}
        />
      ) : null}
      <Section aria-labelledby="admin-waiting">
        <h2 id="admin-waiting">{t('admin:dashboard.waiting')}</h2>
        <Tiles>
          {counts.items.map(({ id, count, overdue }) => {
            const item = itemOf(id);
            return (
              <li key={id}>
                <Link to={item.path}>
                  <span data-part="label">
                    <Icon name={NAV_ICONS[id] ?? 'forward'} />
                    {t(item.labelKey)}
                  </span>
                  <span data-part="count">{count ?? '–'}</span>
                  {overdue ? (
                    <span data-part="detail" data-overdue="">
                      {t('admin:dashboard.overdue', { number: overdue })}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </Tiles>
      </Section>
      <BooksPanel />
      <Section aria-labelledby="admin-settings">
        <h2 id="admin-settings">{t('admin:dashboard.settings')}</h2>
        <Tiles>
          {[...SETTINGS_IDS.map(itemOf), back].map((item) => (
            <li key={item.id}>
              <Link to={item.path}>
                <span data-part="label">
                  <Icon name={NAV_ICONS[item.id] ?? 'forward'} />
                  {t(item.labelKey)}
                </span>
              </Link>
            </li>
          ))}
        </Tiles>
      </Section>
      <IssuedVouchersPanel issuer="platform" />
    </AdminPage>
  );
}
