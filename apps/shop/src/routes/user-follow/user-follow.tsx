import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopCard } from '@bazaar/ui';
import type { FollowedShop } from '@bazaar/api/contract';
import { Page, useNotify } from '../../app/index.js';
import { shopPath, toShopSummary } from '../../features/catalogue/index.js';
import { useFollowedShops, useUnfollowShop } from '../../features/user/index.js';
import { PagedList } from '../../features/paged-list/index.js';

/**
 * `/user/follow`: the shops the user follows, most recently followed first, each leading to its
 * shop, with the follow toggle to unfollow it (the shop then leaves the list); "no data" without
 * any, paged to "no more data".
 */
export function FollowScreen() {
  const { t } = useTranslation();
  const notify = useNotify();
  const list = useFollowedShops();
  const { unfollow } = useUnfollowShop();
  const [pending, setPending] = useState<number | null>(null);

  const onUnfollow = async (shop: FollowedShop) => {
    setPending(shop.id);
    try {
      await unfollow(shop.id);
      notify.success('user:follow.unfollowed', { name: shop.shopname });
    } catch {
      // The API client has shown the refusal; the list is read again in case it changed.
      void list.refresh();
    } finally {
      setPending(null);
    }
  };

  return (
    <Page title={t('user:centre.follows')}>
      <PagedList
        list={list}
        aria-label={t('user:centre.follows')}
        skeletonHeight="88px"
        renderItem={(shop) => (
          <ShopCard
            shop={toShopSummary(shop)}
            href={shopPath(shop.id)}
            isFollowing
            isFollowPending={pending === shop.id}
            onFollowChange={(following) => {
              if (!following) void onUnfollow(shop);
            }}
          />
        )}
      />
    </Page>
  );
}
