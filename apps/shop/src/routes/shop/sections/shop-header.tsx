import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { ShopDetail } from '@bazaar/api/contract';
import { Avatar, Button, LazyImage, vars } from '@bazaar/ui';
import { shopPath } from '../../../features/catalogue/index.js';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]} ${vars.layout.gutter};
  background: ${vars.color.bgSurface};

  :root[data-layout='desktop'] & {
    border-radius: ${vars.radius.md};
  }
  & [data-part='who'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[4]};
  }
  & [data-part='name'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    overflow-wrap: anywhere;
  }
  & [data-part='score'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & dl {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${vars.space[3]};
    margin: 0;
    text-align: center;
  }
  & dl > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${vars.space[1]};
  }
  & dt {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
  }
  & dd {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
  & p {
    margin: 0;
    color: ${vars.color.textSecondary};
  }
  & [data-part='partner'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    color: ${vars.color.textLink};
  }
`;

/** Props of {@link ShopHeader}. */
export interface ShopHeaderProps {
  shop: ShopDetail;
  /** Follows or unfollows the shop. */
  onFollow(): void;
  /** The follow request is running. */
  isFollowPending: boolean;
}

/**
 * The storefront's header: banner, logo, name and credit score, the follow toggle, the counts
 * (followers, visitors, goods on sale, orders), the description and the couple-shop partner.
 */
export function ShopHeader({ shop, onFollow, isFollowPending }: ShopHeaderProps) {
  const { t } = useTranslation();
  const counts = [
    ['fans', shop.fans],
    ['visitors', shop.visitors],
    ['goods', shop.goods_count],
    ['orders', shop.orders_count],
  ] as const;
  return (
    <Root aria-label={shop.shopname}>
      {shop.image ? <LazyImage src={shop.image} alt="" ratio={3} radius={vars.radius.md} /> : null}
      <div data-part="who">
        <Avatar src={shop.avatar} name={shop.shopname} size="lg" shape="square" isDecorative />
        <div data-part="name">
          <h2>{shop.shopname}</h2>
          <span data-part="score">{t('shop:storefront.score', { score: shop.score })}</span>
        </div>
        <Button
          variant={shop.is_follow ? 'outline' : 'primary'}
          size="sm"
          icon={shop.is_follow ? 'check' : 'plus'}
          aria-pressed={shop.is_follow}
          isLoading={isFollowPending}
          onPress={onFollow}
        >
          {shop.is_follow ? t('shop:storefront.following') : t('shop:storefront.follow')}
        </Button>
      </div>
      <dl>
        {counts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`shop:storefront.count.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {shop.bio || shop.description ? <p>{shop.bio || shop.description}</p> : null}
      {shop.couple ? (
        <Link data-part="partner" to={shopPath(shop.couple.id)}>
          <Avatar
            src={shop.couple.avatar}
            name={shop.couple.shopname}
            size="sm"
            shape="square"
            isDecorative
          />
          {t('shop:storefront.partner', { name: shop.couple.shopname })}
        </Link>
      ) : null}
    </Root>
  );
}
