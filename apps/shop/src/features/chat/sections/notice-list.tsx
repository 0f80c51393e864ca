import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { NoticeItem } from '@bazaar/api/contract';
import { Button, Chip, Icon, InfiniteList, Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { noticePath, noticeText } from '../../user/notices.js';
import { useMoney } from '../../wallet/use-money.js';
import { useNoticeUnread } from '../notice-unread.js';
import type { useNoticeFeed } from '../use-notice-feed.js';
import { Row, Toolbar } from './chat.styles.js';
import { DateTime } from '../../time/index.js';

/** Props of {@link NoticeList}. */
export interface NoticeListProps {
  /** The notices (`useNoticeFeed`). */
  feed: ReturnType<typeof useNoticeFeed>;
}

/**
 * The user's notices, newest first: title and text in the user's language (order notices by their
 * i18n key), time, and a "new" mark until read. Pressing one marks it read and opens what it is
 * about (an order; a low-stock notice, its goods); "mark all read" clears them all; paged to "no more data".
 */
export function NoticeList({ feed }: NoticeListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const unread = useNoticeUnread();
  const money = useMoney();

  const open = (item: NoticeItem) => {
    if (!item.is_read) void feed.markRead(item);
    const path = noticePath(item);
    if (path) void navigate(path);
  };

  if (feed.error && feed.items.length === 0) {
    return (
      <StateView
        state="failed"
        failedMessage={t('chat:notices.load_failed')}
        onRetry={() => void feed.refresh()}
      />
    );
  }

  return (
    <>
      {unread > 0 ? (
        <Toolbar>
          <Button
            variant="text"
            size="sm"
            isLoading={feed.isMarking}
            onPress={() => void feed.markRead()}
          >
            {t('chat:notices.read_all')}
          </Button>
        </Toolbar>
      ) : null}
      <InfiniteList
        aria-label={t('chat:notices.title')}
        items={feed.items}
        getKey={(item) => item.id}
        hasMore={feed.hasMore}
        isLoading={feed.isLoading}
        isLoadingMore={feed.isLoadingMore}
        onLoadMore={feed.loadMore}
        emptyKind="no_data"
        loadingPlaceholder={
          <SkeletonGroup label={t('common:status.loading')}>
            <Skeleton height="72px" />
            <Skeleton height="72px" />
          </SkeletonGroup>
        }
        renderItem={(item) => {
          const text = noticeText(i18n, item, money.format);
          return (
            <Row data-unread={!item.is_read || undefined}>
              <button type="button" data-part="main" onClick={() => open(item)}>
                <Icon name={item.type === 'order' ? 'order' : 'bell'} />
                <span data-part="text">
                  <span data-part="line">
                    <span data-part="name">{text.title}</span>
                    <span data-part="time">
                      <DateTime value={item.createtime} format="relative" />
                    </span>
                  </span>
                  <span data-part="body">{text.body}</span>
                </span>
                {item.is_read ? null : <Chip tone="brand">{t('chat:notices.new')}</Chip>}
              </button>
            </Row>
          );
        }}
      />
    </>
  );
}
