import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CurrencyEntry, MoneyValue, OrderState } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../avatar/avatar.js';
import { Button } from '../button/button.js';
import { Icon } from '../icon/icon.js';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { CurrencyPrice } from '../price/price.js';
import { OrderStatusChip } from '../status-chip/status-chip.js';
import { Bubble, CardLink, ImageButton, Row, Voice } from './chat-bubble.styles.js';

/** A chat message's content by type (the API's `type`: text, img, voice, goods, order, unknown). */
export type ChatContent =
  | { type: 'text'; text: string }
  | { type: 'img'; src: string }
  | { type: 'voice'; src: string; seconds: number }
  | { type: 'goods'; title: string; image: string; price: MoneyValue; href: string }
  | {
      type: 'order';
      orderNo: string;
      state: OrderState;
      total: MoneyValue;
      image?: string;
      href: string;
    }
  | { type: 'unknown' };

/** Props of `ChatBubble`. */
export interface ChatBubbleProps {
  /** The message content. */
  content: ChatContent;
  /** Sent by the reader: drawn at the end in the brand colour. @default false */
  isMine?: boolean;
  /** The sender. */
  sender: { name: string; avatar?: string | null };
  /**
   * When it was sent, already formatted (the domain's chat time with `@bazaar/i18n`): text, or
   * an element (the shop's `<time dateTime>`).
   */
  time?: ReactNode;
  /** The display currency, for goods and order messages. */
  currency: CurrencyEntry;
  /** Sending failed: shows the failure and a retry button calling this. */
  onRetry?: () => void;
  /** `sending` shows a clock; `failed` shows the failure and the retry. @default 'sent' */
  status?: 'sending' | 'sent' | 'failed';
  /** Called when a picture message is pressed (open a viewer). */
  onImagePress?: () => void;
}

function VoiceMessage({ src, seconds }: { src: string; seconds: number }) {
  const { t } = useTranslation('ui');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const node = audio.current;
    if (!node) return undefined;
    const stop = () => setPlaying(false);
    node.addEventListener('ended', stop);
    node.addEventListener('pause', stop);
    return () => {
      node.removeEventListener('ended', stop);
      node.removeEventListener('pause', stop);
    };
  }, []);
  const toggle = async () => {
    const node = audio.current;
    if (!node) return;
    if (playing) {
      node.pause();
      return;
    }
    try {
      await node.play();
      setPlaying(true);
    } catch {
      setPlaying(false);
    }
  };
  return (
    <>
      <Voice
        aria-label={t('chat.voice', { count: seconds })}
        aria-pressed={playing}
        data-state={playing ? 'playing' : 'paused'}
        onPress={toggle}
      >
        <Icon name={playing ? 'pause' : 'play'} />
        <span aria-hidden="true">{seconds}″</span>
      </Voice>
      <audio ref={audio} src={src} preload="none" />
    </>
  );
}

function Content({
  content,
  currency,
  onImagePress,
}: Pick<ChatBubbleProps, 'content' | 'currency' | 'onImagePress'>) {
  const { t } = useTranslation('ui');
  switch (content.type) {
    case 'text':
      return <>{content.text}</>;
    case 'img':
      return onImagePress ? (
        <ImageButton aria-label={t('chat.open_image')} onPress={onImagePress}>
          <LazyImage src={content.src} alt="" radius="12px" />
        </ImageButton>
      ) : (
        <LazyImage src={content.src} alt={t('chat.image')} radius="12px" />
      );
    case 'voice':
      return <VoiceMessage src={content.src} seconds={content.seconds} />;
    case 'goods':
      return (
        <CardLink href={content.href}>
          <span data-part="media">
            <LazyImage src={content.image} alt="" ratio={1} radius="8px" />
          </span>
          <span data-part="text">
            <span data-part="title">{content.title}</span>
            <CurrencyPrice amount={content.price} currency={currency} size="sm" />
          </span>
        </CardLink>
      );
    case 'order':
      return (
        <CardLink href={content.href}>
          {content.image ? (
            <span data-part="media">
              <LazyImage src={content.image} alt="" ratio={1} radius="8px" />
            </span>
          ) : null}
          <span data-part="text">
            <span data-part="caption">{t('chat.order_no', { number: content.orderNo })}</span>
            <OrderStatusChip state={content.state} />
            <CurrencyPrice amount={content.total} currency={currency} size="sm" />
          </span>
        </CardLink>
      );
    case 'unknown':
      return <>{t('chat.unsupported')}</>;
    default:
      return content satisfies never;
  }
}

/**
 * One chat message: the sender's avatar and a bubble for text, a picture, a voice clip (play and
 * pause), a goods card, an order card, or a note for a type this version cannot show.
 */
export function ChatBubble({
  content,
  isMine = false,
  sender,
  time,
  currency,
  onRetry,
  status = 'sent',
  onImagePress,
}: ChatBubbleProps) {
  const { t } = useTranslation('ui');
  return (
    <Row data-mine={isMine || undefined} data-status={status}>
      <Avatar src={sender.avatar} name={sender.name} size="sm" />
      <div data-part="column">
        {time ? <span data-part="meta">{time}</span> : null}
        <Bubble data-type={content.type}>
          <Content content={content} currency={currency} onImagePress={onImagePress} />
        </Bubble>
        {status === 'sending' ? (
          <span data-part="sending">
            <Icon name="clock" label={t('chat.sending')} />
          </span>
        ) : null}
        {status === 'failed' ? (
          <span data-part="failed" role="alert">
            <Icon name="alert" />
            {t('chat.failed')}
            {onRetry ? (
              <Button variant="text" size="sm" onPress={onRetry}>
                {t('chat.retry')}
              </Button>
            ) : null}
          </span>
        ) : null}
      </div>
    </Row>
  );
}
