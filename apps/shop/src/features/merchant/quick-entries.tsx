import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MERCHANT_QUICK_ENTRIES } from '@bazaar/domain';
import { Icon, NAV_ICONS } from '@bazaar/ui';
import { Panel } from '../user/sections/index.js';
import { Tiles } from './merchant-sections.styles.js';

/** The merchant's quick entries of the spec: market, goods, orders, shop, statement. */
export function QuickEntries() {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="merchant-quick-entries">
      <h2 id="merchant-quick-entries">{t('merchant:home.quick_entries')}</h2>
      <Tiles>
        {MERCHANT_QUICK_ENTRIES.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.path}>
              <Icon name={NAV_ICONS[entry.id] ?? 'forward'} />
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
      </Tiles>
    </Panel>
  );
}
