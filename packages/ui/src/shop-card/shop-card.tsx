import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../avatar/avatar.js';
import { Icon } from '../icon/icon.js';
import { Follow, Name, Root } from './shop-card.styles.js';

/** What a shop card shows. */
export interface ShopSummary {
  /** The shop id. */
  id: number | string;
  /** The shop's name. */
  name: string;
  /** The logo's address. */
  logo?: string | null;
  /** Followers. */
  fans?: number;
  /** Goods on sale. */
  goodsCount?: number;
  /** One line about the shop. */
  description?: string;
}

/** Props of `ShopCard`. */
export interface ShopCardProps {
  /** The shop. */
  shop: ShopSummary;
  /** The shop page's address. */
  href: string;
  /** Whether the user follows the shop; the follow button shows only with `onFollowChange`. */
  isFollowing?: boolean;
  /** Called with the new follow state. */
  onFollowChange?: (isFollowing: boolean) => void;
  /** The follow request is running. @default false */
  isFollowPending?: boolean;
}

/** A shop with its logo, name, followers and goods count, and a follow toggle (`aria-pressed`). */
export function ShopCard({
  shop,
  href,
  isFollowing = false,
  onFollowChange,
  isFollowPending = false,
}: ShopCardProps) {
  const { t } = useTranslation('ui');
  const nameId = useId();
  const stats = [
    shop.fans !== undefined ? t('shop.fans', { count: shop.fans }) : null,
    shop.goodsCount !== undefined ? t('shop.goods', { count: shop.goodsCount }) : null,
  ].filter(Boolean);
  return (
    <Root>
      <Avatar src={shop.logo} name={shop.name} size="lg" shape="square" isDecorative />
      <div data-part="body">
        <Name href={href} id={nameId}>
          {shop.name}
        </Name>
        {stats.length > 0 ? <span data-part="stats">{stats.join(' · ')}</span> : null}
        {shop.description ? <span data-part="description">{shop.description}</span> : null}
      </div>
      {onFollowChange ? (
        <Follow
          isSelected={isFollowing}
          onChange={onFollowChange}
          isDisabled={isFollowPending}
          aria-describedby={nameId}
        >
          {isFollowing ? null : <Icon name="plus" />}
          {isFollowing ? t('shop.following') : t('shop.follow')}
        </Follow>
      ) : null}
    </Root>
  );
}
