import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { GoodsDetail } from '@bazaar/api/contract';
import { Icon, outlineButtonLink, ShopCard, vars } from '@bazaar/ui';
import { shopPath, toShopSummary } from '../../../features/catalogue/index.js';
import { shopChatPath } from '../../../features/chat/chat-targets.js';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};

  /* Two actions of the shop, drawn as the outline buttons they act as (they were bare links). */
  & [data-part='links'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
    padding-inline: ${vars.layout.gutter};
  }
  & [data-part='links'] a {
    ${outlineButtonLink}
    flex: 1 1 0;
    min-height: ${vars.size.hitTarget};
    padding: ${vars.space[2]} ${vars.space[4]};
    white-space: nowrap;
  }
  /* Beside the gallery on desktop, the buy box has no gutter: the buttons line up with the card. */
  [data-part='buy-box'] & [data-part='links'] {
    padding-inline: 0;
  }
`;

/**
 * The goods' shop: its card, a link to the storefront and the chat with the shop about this goods
 * (a visitor is sent to log in by the route guard and comes back to the chat).
 */
export function GoodsShop({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  return (
    <Root aria-label={goods.shop.shopname}>
      <ShopCard shop={toShopSummary(goods.shop)} href={shopPath(goods.shop.id)} />
      <div data-part="links">
        <Link to={shopPath(goods.shop.id)}>
          <Icon name="shop" />
          {t('shop:goods.visit_shop')}
        </Link>
        <Link to={shopChatPath(goods.shop.id, goods.id)}>
          <Icon name="service" />
          {t('shop:goods.chat')}
        </Link>
      </div>
    </Root>
  );
}
