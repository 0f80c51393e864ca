import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { StateView } from '@bazaar/ui';
import { Page, parseId } from '../../app/index.js';
import { ConversationPage } from '../../features/chat/sections/index.js';
import { ShopOrderPicker } from './sections/shop-order-picker.js';

/**
 * `/mt/chat/:id`: the merchant's conversation with a buyer (`:id` the buyer's user id); the
 * shop's orders of that buyer can be sent from it.
 */
export function MerchantChatScreen() {
  const { t } = useTranslation();
  const partnerId = parseId(useParams().id);
  if (partnerId === null) {
    return (
      <Page title={t('chat:conversation.title')}>
        <StateView state="failed" failedMessage={t('chat:conversation.not_found')} />
      </Page>
    );
  }
  return (
    <ConversationPage
      key={partnerId}
      partnerId={partnerId}
      renderOrderPicker={(props) => <ShopOrderPicker {...props} />}
    />
  );
}
