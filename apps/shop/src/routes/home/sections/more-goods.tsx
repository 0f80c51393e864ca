import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { common, type GoodsCard as GoodsCardData } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { buildPath, type CurrencyEntry } from '@bazaar/domain';
import { GoodsCard, InfiniteList } from '@bazaar/ui';
import { toGoodsSummary } from './goods-zone.js';
import { Section } from './section.styles.js';

/** "More goods": every goods on sale, recommended first, loaded page by page as the user scrolls. */
export function MoreGoods({ currency }: { currency: CurrencyEntry }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = usePagedEndpoint(common.goods, { type: 'goods', order: 'all', sort: 'desc' });
  const items = list.items as GoodsCardData[];
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('shop:home.more')}</h2>
      <InfiniteList
        aria-label={t('shop:home.more')}
        layout="grid"
        items={items}
        getKey={(item) => item.id}
        renderItem={(item) => (
          <GoodsCard
            goods={toGoodsSummary(item)}
            currency={currency}
            href={buildPath('/goods/:id', { id: item.id })}
          />
        )}
        hasMore={list.hasMore}
        isLoading={list.isLoading}
        isLoadingMore={list.isLoadingMore}
        onLoadMore={list.loadMore}
      />
    </Section>
  );
}
