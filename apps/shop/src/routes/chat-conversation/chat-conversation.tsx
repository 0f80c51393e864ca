import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { Page, parseId } from '../../app/index.js';
import { SHOP_CHAT_SEGMENT, chatPath, useShopChat } from '../../features/chat/index.js';
import { BuyerOrderPicker, ConversationPage } from '../../features/chat/sections/index.js';

/**
 * `/chat/:id`: the conversation with a user (`:id` the partner's user id), with the shop context
 * of `?shop=<id>&goods=<id>`: `chat/getShopChat` names the shop (the title) and the goods being
 * asked about (a card the user can send). `/chat/shop?shop=<id>` (a shop whose partner is not
 * known yet: "chat with the shop") asks for the partner first, then shows `/chat/<partner>`.
 */
export function ChatScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const shopId = parseId(search.get('shop'));
  const goodsId = parseId(search.get('goods'));
  const byShop = params.id === SHOP_CHAT_SEGMENT;
  const partnerId = byShop ? null : parseId(params.id);
  const shopChat = useShopChat(partnerId !== null || byShop ? shopId : null, goodsId);
  const shop = shopChat.data;
  const target = byShop && shop ? chatPath(shop.user_id, { shopId, goodsId }) : null;

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  if (partnerId !== null) {
    // The shop is the partner's (a link naming another shop says nothing about this one).
    const ours = shop && shop.user_id === partnerId ? shop : null;
    return (
      <ConversationPage
        key={partnerId}
        partnerId={partnerId}
        shop={ours}
        goods={ours?.goodsInfo ?? null}
        renderOrderPicker={(props) => <BuyerOrderPicker {...props} />}
      />
    );
  }

  const title = t('chat:conversation.title');
  if (!byShop || shopId === null) {
    return (
      <Page title={title}>
        <StateView state="failed" failedMessage={t('chat:conversation.not_found')} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      {shopChat.error ? (
        <StateView
          state="failed"
          failedMessage={
            shopChat.error.messageKey ? t(shopChat.error.messageKey) : shopChat.error.message
          }
          onRetry={() => void shopChat.mutate()}
        />
      ) : (
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="48px" />
          <Skeleton height="48px" />
        </SkeletonGroup>
      )}
    </Page>
  );
}
