import { formatCount } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { ScoreLogItem } from '@bazaar/api/contract';
import { vars } from '@bazaar/ui';
import { useScoreLog } from '../../../features/user/index.js';
import { PagedList } from '../../../features/paged-list/index.js';
import { DateTime } from '../../../features/time/index.js';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding-block: ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border};

  & [data-part='what'] {
    font-weight: ${vars.fontWeight.medium};
  }
  & [data-part='score'] {
    font-weight: ${vars.fontWeight.bold};
    text-align: end;
  }
  & [data-part='score'][data-sign='up'] {
    color: ${vars.color.textBrand};
  }
  & time,
  & [data-part='after'],
  & [data-part='memo'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='after'] {
    text-align: end;
  }
  & [data-part='memo'] {
    grid-column: 1 / -1;
  }
`;

/** The label key of a score-log `type`: the daily sign-in, or any other change. */
function scoreTypeKey(type: string): string {
  return type === 'signin' ? 'user:point.type.signin' : 'user:point.type.other';
}

function ScoreRow({ item }: { item: ScoreLogItem }) {
  const { t, i18n } = useTranslation();
  const signed =
    item.score > 0
      ? `+${formatCount(item.score, i18n.language)}`
      : formatCount(item.score, i18n.language);
  return (
    <Row>
      <span data-part="what">{t(scoreTypeKey(item.type))}</span>
      <span data-part="score" data-sign={item.score > 0 ? 'up' : 'down'}>
        {signed}
      </span>
      <DateTime value={item.createtime} />
      <span data-part="after">{t('user:point.after', { score: item.after })}</span>
      {item.memo ? <span data-part="memo">{item.memo}</span> : null}
    </Row>
  );
}

/** The points detail (`user/scoreLog`): each change with what made it, newest first, paged. */
export function ScoreLog() {
  const { t } = useTranslation();
  const list = useScoreLog();
  return (
    <PagedList
      list={list}
      aria-label={t('user:point.detail')}
      skeletonHeight="48px"
      renderItem={(item) => <ScoreRow item={item} />}
    />
  );
}
