import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, styled } from 'styled-components';
import type { ShopDetail } from '@bazaar/api/contract';
import { formatCount } from '@bazaar/domain';
import { Avatar, Button, Icon, LazyImage, useLayout, vars } from '@bazaar/ui';
import { shopPath } from '../../../features/catalogue/index.js';
import { chatPath } from '../../../features/chat/chat-targets.js';

/** The counts (followers, goods...): each figure above its name. */
const countsCss = css`
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
`;

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
  ${countsCss}
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

/** The desktop's header: one band (logo, name and score, counts, chat, follow), no banner. */
const Band = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[5]} ${vars.space[8]};
  padding: ${vars.space[5]} ${vars.space[6]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgSurface};

  & [data-part='who'] {
    display: flex;
    flex: 1 1 auto;
    align-items: center;
    gap: ${vars.space[4]};
    min-width: 0;
  }
  & [data-part='name'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    overflow-wrap: anywhere;
  }
  & [data-part='score'],
  & [data-part='bio'] {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='bio'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 1;
    overflow: hidden;
  }
  & [data-part='partner'] {
    color: ${vars.color.textLink};
    font-size: ${vars.fontSize.sm};
  }
  & dl {
    display: flex;
    gap: ${vars.space[7]};
    margin: 0;
    text-align: center;
  }
  ${countsCss}
  & [data-part='actions'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
  }
  & [data-part='chat'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: ${vars.size.control.sm};
    padding-inline: ${vars.space[4]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.full};
    color: ${vars.color.text};
    font-size: ${vars.fontSize.sm};
    text-decoration: none;
  }
  & [data-part='chat']:hover {
    border-color: ${vars.color.borderBrand};
    color: ${vars.color.textBrand};
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
 * (followers, visitors, goods on sale, orders), the description and the couple-shop partner. On
 * desktop one compact band without the banner (logo, name, counts, chat with the shop, follow), so
 * the goods start in the first screen.
 */
export function ShopHeader({ shop, onFollow, isFollowPending }: ShopHeaderProps) {
  const { t, i18n } = useTranslation();
  const layout = useLayout();
  const counts = [
    ['fans', shop.fans],
    ['visitors', shop.visitors],
    ['goods', shop.goods_count],
    ['orders', shop.orders_count],
  ] as const;
  const followButton = (
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
  );
  const countList = (
    <dl>
      {counts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`shop:storefront.count.${key}`)}</dt>
          <dd>{formatCount(value, i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
  if (layout === 'desktop') {
    return (
      <Band aria-label={shop.shopname}>
        <div data-part="who">
          <Avatar src={shop.avatar} name={shop.shopname} size="lg" shape="square" isDecorative />
          <div data-part="name">
            <h2>{shop.shopname}</h2>
            <span data-part="score">{t('shop:storefront.score', { score: shop.score })}</span>
            {shop.bio || shop.description ? (
              <p data-part="bio">{shop.bio || shop.description}</p>
            ) : null}
            {shop.couple ? (
              <Link data-part="partner" to={shopPath(shop.couple.id)}>
                {t('shop:storefront.partner', { name: shop.couple.shopname })}
              </Link>
            ) : null}
          </div>
        </div>
        {countList}
        <div data-part="actions">
          <Link data-part="chat" to={chatPath(shop.user_id, { shopId: shop.id })}>
            <Icon name="chat" />
            {t('shop:goods.chat')}
          </Link>
          {followButton}
        </div>
      </Band>
    );
  }
  return (
    <Root aria-label={shop.shopname}>
      {shop.image ? <LazyImage src={shop.image} alt="" ratio={3} radius={vars.radius.md} /> : null}
      <div data-part="who">
        <Avatar src={shop.avatar} name={shop.shopname} size="lg" shape="square" isDecorative />
        <div data-part="name">
          <h2>{shop.shopname}</h2>
          <span data-part="score">{t('shop:storefront.score', { score: shop.score })}</span>
        </div>
        {followButton}
      </div>
      {countList}
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
