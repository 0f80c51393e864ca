import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import {
  DEFAULT_LANGUAGE,
  calendarDate,
  daysBetweenDates,
  isLanguageCode,
  parseCalendarDate,
} from '@bazaar/domain';
import { formatDate } from '@bazaar/i18n';
import { useLayout, vars } from '@bazaar/ui';
import { Page, useServices } from '../../app/index.js';
import { useCurrency } from '../../features/catalogue/index.js';
import { groupByDay, useFootprints } from '../../features/user/index.js';
import { KeptGoods } from '../../features/user/sections/index.js';
import { PagedList } from '../../features/paged-list/index.js';
import { bareList } from '../../app/layout/bare-list.js';

const Day = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};

  & > h2 {
    margin: 0;
    padding-inline: ${vars.layout.gutter};
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
  }
  :root[data-layout='desktop'] & > h2 {
    padding-inline: 0;
  }
  & > ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[3]};
    ${bareList}
  }
  & > ul[data-layout='grid'] {
    display: grid;
    grid-template-columns: repeat(${vars.layout.gridColumns}, minmax(0, 1fr));
    gap: ${vars.layout.gridGap};
  }
`;

/**
 * `/user/footprint`: the goods the user looked at, most recent first, under the day they were last
 * looked at (today, yesterday, then the date, in the browser's time zone); rows on mobile, the
 * goods grid on desktop; goods no longer on sale greyed out; "no data" without any.
 */
export function FootprintScreen() {
  const { t, i18n } = useTranslation();
  const layout = useLayout();
  const { now } = useServices();
  const currency = useCurrency();
  const list = useFootprints();
  const cardLayout = layout === 'desktop' ? 'grid' : 'list';
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = calendarDate(now(), zone);
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const dayName = (date: string) => {
    const daysAgo = daysBetweenDates(date, today);
    if (daysAgo === 0) return t('user:footprint.today');
    if (daysAgo === 1) return t('common:time.yesterday');
    return formatDate(language, parseCalendarDate(date));
  };
  const days = groupByDay(list.items, (goods) => goods.updatetime, zone);

  return (
    <Page title={t('user:centre.footprints')}>
      <PagedList
        list={list}
        aria-label={t('user:centre.footprints')}
        items={days}
        getKey={(day) => day.date}
        skeletonHeight="120px"
        renderItem={(day) => (
          <Day aria-labelledby={`footprint-${day.date}`}>
            <h2 id={`footprint-${day.date}`}>
              <time dateTime={day.date}>{dayName(day.date)}</time>
            </h2>
            <ul data-layout={cardLayout}>
              {day.items.map((goods) => (
                <li key={goods.id}>
                  <KeptGoods goods={goods} currency={currency} layout={cardLayout} />
                </li>
              ))}
            </ul>
          </Day>
        )}
      />
    </Page>
  );
}
