import { formatCount } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { SignInCalendar, Skeleton, SkeletonGroup, vars, StateView } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { signInStatusOf, useDailySignIn } from '../../features/user/index.js';
import { Column, Panel } from '../../features/user/sections/index.js';
import { ScoreLog } from './sections/score-log.js';
import { bareList } from '../../app/layout/bare-list.js';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.layout.sectionGap};

  :root[data-layout='desktop'] & {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }

  & [data-part='score'] {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
  }
  /* The week's bonuses in even columns across the panel (a wrapping row of fixed tiles left a
     third of the phone's panel empty). */
  & ol {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${vars.space[2]};
    ${bareList}
  }
  & ol > li {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    padding: ${vars.space[2]} ${vars.space[1]};
    text-align: center;
    text-wrap: balance;
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgFillBrandSubtle};
    font-size: ${vars.fontSize.sm};
  }
  & ol > li > strong {
    color: ${vars.color.textBrand};
    font-size: ${vars.fontSize.md};
  }
`;

/**
 * `/user/point`: the daily sign-in (consecutive days, today's points and tomorrow's, this
 * month's calendar, signing once a day), the user's points and the points by consecutive day, and
 * the points detail. On desktop the sign-in and the detail stand side by side.
 */
export function PointScreen() {
  const { t, i18n } = useTranslation();
  const { card, error, reload, signIn, isSigningIn } = useDailySignIn();
  const table = card?.bonus_table ?? [];

  let signInPanel;
  if (card) {
    signInPanel = (
      <>
        <SignInCalendar
          status={signInStatusOf(card)}
          today={card.today}
          signedDates={card.dates}
          onSignIn={() => void signIn()}
          isSigningIn={isSigningIn}
        />
        <Panel aria-labelledby="point-score">
          <h2 id="point-score">{t('user:point.score')}</h2>
          <p data-part="score">{formatCount(card.score, i18n.language)}</p>
          <h3>{t('user:point.bonus_table')}</h3>
          <ol>
            {table.map((points, index) => (
              <li key={index}>
                <span>
                  {index === table.length - 1
                    ? t('user:point.day_on', { day: index + 1 })
                    : t('user:point.day', { day: index + 1 })}
                </span>
                <strong>+{points}</strong>
              </li>
            ))}
          </ol>
        </Panel>
      </>
    );
  } else if (error) {
    signInPanel = <StateView state="failed" onRetry={reload} />;
  } else {
    signInPanel = (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="320px" />
        <Skeleton height="96px" />
      </SkeletonGroup>
    );
  }

  return (
    <Page title={t('user:point.title')}>
      <Layout>
        <Column>{signInPanel}</Column>
        <Panel aria-labelledby="point-detail">
          <h2 id="point-detail">{t('user:point.detail')}</h2>
          <ScoreLog />
        </Panel>
      </Layout>
    </Page>
  );
}
