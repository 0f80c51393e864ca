import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upload, type ChatOrderContent, type GoodsCard } from '@bazaar/api/contract';
import { CHAT_TEXT_MAX_LENGTH, validateChatText } from '@bazaar/domain';
import {
  Button,
  ChatBubble,
  ChatInput,
  CurrencyPrice,
  EmptyState,
  IconButton,
  LazyImage,
  Skeleton,
  SkeletonGroup,
  StateView,
} from '@bazaar/ui';
import { useNotify } from '../../../app/feedback/use-notify.js';
import { Page } from '../../../app/layout/page.js';
import { useServices } from '../../../app/services-context.js';
import { useSession } from '../../../state/index.js';
import { useCurrency } from '../../catalogue/app-info.js';
import { chatContent } from '../message-content.js';
import { useConversation } from '../use-conversation.js';
import { canRecordVoice, useVoiceRecorder, type VoiceClip } from '../voice-recorder.js';
import { ChatFrame, ContextCard, RecordingBar } from './chat.styles.js';
import type { RenderOrderPicker } from './order-picker.js';
import { DateTime } from '../../time/index.js';

/** The partner's shop, as `chat/getShopChat` names it. */
export interface ChatShop {
  shop_id: number;
  name: string;
  avatar: string;
}

/** Props of {@link ConversationPage}. */
export interface ConversationPageProps {
  /** The partner's user id. */
  partnerId: number;
  /** A title of its own (customer service); else the shop's or the partner's name. */
  title?: string;
  /** The partner's shop, when the conversation was opened from it. */
  shop?: ChatShop | null;
  /** The goods being asked about: shown as a card the user can send. */
  goods?: GoodsCard | null;
  /** The order picker of the user's side; without it no order can be sent. */
  renderOrderPicker?: RenderOrderPicker;
}

/**
 * Local addresses of files shown while they upload ('' where the browser has none), released when
 * the conversation closes.
 */
function usePreviews(): (file: File) => string {
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of urls.current.splice(0)) URL.revokeObjectURL(url);
    },
    [],
  );
  return (file) => {
    if (typeof URL.createObjectURL !== 'function') return '';
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    return url;
  };
}

/** `m:ss` of a number of seconds. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A conversation screen (`/chat/:id`, customer service, the merchant's `/mt/chat/:id`): the
 * messages, read upward page by page and live as they come, each as a `ChatBubble` (text as text,
 * never HTML); the composer sends text, pictures, voice (where the browser records), the goods
 * being asked about and orders. Messages show at once and are marked when they could not be sent,
 * with a retry. While open the conversation is read.
 */
export function ConversationPage(props: ConversationPageProps) {
  const { t } = useTranslation();
  const { userinfo } = useSession();
  if (userinfo?.id === props.partnerId) {
    return (
      <Page title={props.title ?? t('chat:conversation.title')}>
        <StateView state="failed" failedMessage={t('errors:chat_self')} />
      </Page>
    );
  }
  return <Conversation {...props} />;
}

function Conversation({ partnerId, title, shop, goods, renderOrderPicker }: ConversationPageProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const notify = useNotify();
  const currency = useCurrency();
  const conversation = useConversation(partnerId);
  const { messages, send } = conversation;
  const [goodsSent, setGoodsSent] = useState(false);
  const [isPickingOrder, setPickingOrder] = useState(false);
  const goodsTitleId = useId();
  const log = useRef<HTMLDivElement>(null);
  const previewOf = usePreviews();

  const partner = messages.find((message) => !message.isMine)?.sender;
  const partnerShopId = shop?.shop_id ?? (partner?.shop_id || null);
  const pageTitle = title ?? shop?.name ?? partner?.name ?? t('chat:conversation.title');

  // A new message at the end (not earlier ones loaded above) brings the end into view.
  const lastKey = messages.at(-1)?.key;
  useEffect(() => {
    // The end is the log's scroll origin (column-reverse); its largest offset is clamped to it.
    if (lastKey && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [lastKey]);

  const uploaded = async (file: File) => (await client.upload(upload, { file })).url;

  const sendText = (text: string) => {
    const check = validateChatText(text);
    if (!check.ok) {
      notify.refusal(check);
      return;
    }
    const message = { type: 'text', content: { text } } as const;
    send(message, async () => message);
  };

  const sendImages = (files: File[]) => {
    for (const file of files) {
      send({ type: 'img', content: { url: previewOf(file) } }, async () => ({
        type: 'img',
        content: { url: await uploaded(file) },
      }));
    }
  };

  const sendVoice = ({ file, seconds }: VoiceClip) =>
    send({ type: 'voice', content: { url: previewOf(file), duration: seconds } }, async () => ({
      type: 'voice',
      content: { url: await uploaded(file), duration: seconds },
    }));

  const sendGoods = (item: GoodsCard) => {
    setGoodsSent(true);
    send(
      {
        type: 'goods',
        content: { goods_id: item.id, title: item.title, image: item.image, price: item.price },
      },
      async () => ({ type: 'goods', content: { goods_id: item.id } }),
    );
  };

  const sendOrder = (order: ChatOrderContent) =>
    send({ type: 'order', content: order }, async () => ({
      type: 'order',
      content: { order_id: order.order_id },
    }));

  const recorder = useVoiceRecorder({
    onRecorded: sendVoice,
    onRefused: (reason) => notify.error(`chat:voice.${reason}`),
  });
  const isRecording = recorder.state !== 'idle';

  const history = () => {
    if (conversation.isLoading && messages.length === 0) {
      return (
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="48px" />
          <Skeleton height="48px" />
        </SkeletonGroup>
      );
    }
    if (conversation.error && messages.length === 0) {
      return (
        <StateView
          state="failed"
          failedMessage={t('chat:conversation.load_failed')}
          onRetry={() => void conversation.refresh()}
        />
      );
    }
    if (messages.length === 0) return <EmptyState message={t('chat:conversation.empty')} />;
    return (
      <>
        <div data-part="earlier">
          {conversation.hasEarlier ? (
            <Button
              variant="text"
              size="sm"
              isLoading={conversation.isLoadingEarlier}
              onPress={conversation.loadEarlier}
            >
              {t('chat:conversation.earlier')}
            </Button>
          ) : (
            <EmptyState kind="no_more_data" />
          )}
        </div>
        {messages.map((message) => (
          <ChatBubble
            key={message.key}
            content={chatContent(message.body)}
            isMine={message.isMine}
            sender={message.sender}
            time={<DateTime value={message.createtime} format="chat" />}
            currency={currency}
            status={message.status}
            onRetry={message.retry}
          />
        ))}
      </>
    );
  };

  return (
    <Page title={pageTitle} fill>
      <ChatFrame>
        {/* The log scrolls from its end (see ChatFrame): what changes its size keeps the end in view. */}
        <div role="log" aria-label={t('chat:conversation.messages')} ref={log}>
          <div data-part="thread">{history()}</div>
        </div>
        <div data-part="composer">
          {goods && !goodsSent ? (
            <ContextCard aria-labelledby={goodsTitleId}>
              <span data-part="media">
                <LazyImage src={goods.image} alt="" ratio={1} radius="8px" />
              </span>
              <span data-part="text">
                <h2 id={goodsTitleId}>{goods.title}</h2>
                <CurrencyPrice amount={goods.price} currency={currency} size="sm" />
              </span>
              <Button size="sm" onPress={() => sendGoods(goods)}>
                {t('chat:goods.send')}
              </Button>
            </ContextCard>
          ) : null}
          {isRecording ? (
            <RecordingBar>
              <span role="timer" aria-label={t('chat:voice.recording')}>
                {t('chat:voice.recording')} {clock(recorder.seconds)}
              </span>
              <Button variant="outline" size="sm" onPress={recorder.cancel}>
                {t('common:action.cancel')}
              </Button>
              <Button size="sm" isLoading={recorder.state === 'starting'} onPress={recorder.stop}>
                {t('chat:voice.send')}
              </Button>
            </RecordingBar>
          ) : (
            <div data-part="tools">
              {renderOrderPicker ? (
                <IconButton
                  icon="order"
                  label={t('chat:orders.title')}
                  onPress={() => setPickingOrder(true)}
                />
              ) : null}
              {canRecordVoice() ? (
                <IconButton
                  icon="mic"
                  label={t('chat:voice.record')}
                  onPress={() => void recorder.start()}
                />
              ) : null}
              <div data-part="input">
                <ChatInput
                  maxLength={CHAT_TEXT_MAX_LENGTH}
                  onSend={sendText}
                  onPickImages={sendImages}
                  onRejectFiles={() => notify.error('errors:upload_format')}
                />
              </div>
            </div>
          )}
        </div>
      </ChatFrame>
      {renderOrderPicker?.({
        isOpen: isPickingOrder,
        onOpenChange: setPickingOrder,
        partnerId,
        partnerShopId,
        onPick: sendOrder,
      })}
    </Page>
  );
}
