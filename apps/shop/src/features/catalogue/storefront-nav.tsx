import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { STOREFRONT_TABS } from '@bazaar/domain';
import { BottomTabBar, vars } from '@bazaar/ui';
import { chatPath, shopChatPath } from '../chat/chat-targets.js';

const Dock = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${vars.zIndex.navigation};
  margin-block-start: ${vars.space[5]};

  :root[data-layout='desktop'] & {
    position: static;
    margin-block: 0 ${vars.space[5]};
    border-radius: ${vars.radius.md};
    overflow: hidden;
  }
`;

/** Props of {@link StorefrontNav}. */
export interface StorefrontNavProps {
  /** The shop: its id, and its owner (the customer-service chat partner) once known. */
  shop: { readonly id: number; readonly user_id?: number };
  /** The current tab. */
  currentId: 'shop' | 'shop_category';
}

/**
 * A shop's storefront tabs (domain `STOREFRONT_TABS`): the shop, its categories and customer
 * service, the chat with the shop's owner (`/chat/<user_id>?shop=<id>`). Docked at the bottom on
 * mobile, under the shop's header on desktop.
 */
export function StorefrontNav({ shop, currentId }: StorefrontNavProps) {
  const { t } = useTranslation();
  const items = STOREFRONT_TABS.map((item) =>
    item.id === 'chat'
      ? {
          ...item,
          path:
            shop.user_id === undefined
              ? shopChatPath(shop.id)
              : chatPath(shop.user_id, { shopId: shop.id }),
        }
      : item,
  );
  return (
    <Dock>
      <BottomTabBar
        items={items}
        currentId={currentId}
        params={{ id: shop.id }}
        aria-label={t('shop:storefront.nav')}
      />
    </Dock>
  );
}
