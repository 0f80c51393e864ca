import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IconButton,
  InfiniteList,
  Skeleton,
  SkeletonGroup,
  useLayout,
  StateView,
} from '@bazaar/ui';
import type { FavouriteGoods } from '@bazaar/api/contract';
import { Page, useNotify } from '../../app/index.js';
import { useCurrency } from '../../features/catalogue/index.js';
import { useFavourites, useRemoveFavourite } from '../../features/user/index.js';
import { KeptGoods } from '../../features/user/sections/index.js';

/**
 * `/user/favorites`: the user's favourite goods, most recently added first (rows on mobile, the
 * goods grid on desktop), goods no longer on sale greyed out, each with a button to remove it;
 * "no data" without any, paged to "no more data".
 */
export function FavoritesScreen() {
  const { t } = useTranslation();
  const layout = useLayout();
  const notify = useNotify();
  const currency = useCurrency();
  const list = useFavourites();
  const { remove } = useRemoveFavourite();
  const [pending, setPending] = useState<number | null>(null);
  const cardLayout = layout === 'desktop' ? 'grid' : 'list';

  const onRemove = async (goods: FavouriteGoods) => {
    setPending(goods.id);
    try {
      await remove(goods.id);
      notify.success('user:favorites.removed');
    } catch {
      // The API client has shown the refusal; the list is read again in case it changed.
      void list.refresh();
    } finally {
      setPending(null);
    }
  };

  return (
    <Page title={t('user:centre.favorites')}>
      {list.error && list.items.length === 0 ? (
        <StateView state="failed" onRetry={() => void list.refresh()} />
      ) : (
        <InfiniteList
          aria-label={t('user:centre.favorites')}
          layout={cardLayout}
          items={list.items}
          getKey={(goods) => goods.id}
          hasMore={list.hasMore}
          isLoading={list.isLoading}
          isLoadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
          loadingPlaceholder={
            <SkeletonGroup label={t('common:status.loading')}>
              <Skeleton height="120px" />
              <Skeleton height="120px" />
            </SkeletonGroup>
          }
          renderItem={(goods) => (
            <KeptGoods
              goods={goods}
              currency={currency}
              layout={cardLayout}
              action={
                <IconButton
                  icon="trash"
                  size="sm"
                  label={t('user:favorites.remove', { title: goods.title })}
                  isDisabled={pending === goods.id}
                  onPress={() => void onRemove(goods)}
                />
              }
            />
          )}
        />
      )}
    </Page>
  );
}
