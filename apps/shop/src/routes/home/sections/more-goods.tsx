import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { common } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { DEFAULT_SEARCH_FILTER } from '@bazaar/domain';
import { GoodsResults } from '../../../features/catalogue/goods-results.js';
import { goodsOnly } from '../../../features/catalogue/search-lists.js';
import { Section } from './section.styles.js';

/** The default search (domain): every goods on sale, recommended first. */
const MORE_GOODS = {
  type: DEFAULT_SEARCH_FILTER.type,
  order: DEFAULT_SEARCH_FILTER.order,
  sort: DEFAULT_SEARCH_FILTER.sort,
} as const;

/** "More goods": the default search, loaded page by page as the user scrolls. */
export function MoreGoods() {
  const { t } = useTranslation();
  const headingId = useId();
  const list = usePagedEndpoint(common.goods, MORE_GOODS);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('shop:home.more')}</h2>
      <GoodsResults list={goodsOnly(list)} aria-label={t('shop:home.more')} />
    </Section>
  );
}
