import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, useLayout } from '@bazaar/ui';
import type { FavouriteGoods } from '@bazaar/api/contract';
import { Page, useNotify } from '../../app/index.js';
import { useCurrency } from '../../features/catalogue/index.js';
import { useFavourites, useRemoveFavourite } from '../../features/user/index.js';
import { KeptGoods } from '../../features/user/sections/index.js';
import { PagedList } from '../../features/paged-list/index.js';

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
      <PagedList
        list={list}
        aria-label={t('user:centre.favorites')}
        layout={cardLayout}
        skeletonHeight="120px"
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
    </Page>
  );
}
