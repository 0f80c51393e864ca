import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { feedbackTypeKey } from '@bazaar/domain';
import { Button, InfiniteList, Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { isoTime, useDateFormat, useFeedbackList } from '../../features/user/index.js';
import { Column, HandlingItem, Panel } from '../../features/user/sections/index.js';

/** Where a new feedback is written. */
const EDIT_PATH = '/user/feedback/edit';

/**
 * `/user/feedback`: the feedback the user sent, newest first, each with its type, text, pictures,
 * handling status against the 72-hour promise and the platform's reply; the way to send a new one;
 * "no data" without any, paged to "no more data".
 */
export function FeedbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const date = useDateFormat();
  const list = useFeedbackList();

  return (
    <Page title={t('user:tools.feedback')}>
      <Column>
        <Panel aria-label={t('user:feedback.new')}>
          <Button icon="plus" onPress={() => void navigate(EDIT_PATH)}>
            {t('user:feedback.new')}
          </Button>
          <p data-part="note">{t('user:feedback.promise')}</p>
        </Panel>
        {list.error && list.items.length === 0 ? (
          <StateView state="failed" onRetry={() => void list.refresh()} />
        ) : (
          <InfiniteList
            aria-label={t('user:feedback.mine')}
            items={list.items}
            getKey={(item) => item.id}
            hasMore={list.hasMore}
            isLoading={list.isLoading}
            isLoadingMore={list.isLoadingMore}
            onLoadMore={list.loadMore}
            loadingPlaceholder={
              <SkeletonGroup label={t('common:status.loading')}>
                <Skeleton height="120px" />
                <Skeleton height="120px" />
              </SkeletonGroup>
            }
            renderItem={(item) => (
              <HandlingItem
                heading={t(feedbackTypeKey(item.type))}
                detail={
                  item.contact
                    ? t('user:feedback.contact_shown', { contact: item.contact })
                    : undefined
                }
                content={item.content}
                images={item.images}
                status={item.status}
                reply={item.reply}
                time={date(item.createtime, true)}
                dateTime={isoTime(item.createtime)}
              />
            )}
          />
        )}
      </Column>
    </Page>
  );
}
