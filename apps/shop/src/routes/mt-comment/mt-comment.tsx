import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { merchant } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { COMMENT_TABS, type CommentTab } from '@bazaar/domain';
import { CommentTabs } from '@bazaar/ui';
import { Page, useFilterParam } from '../../app/index.js';
import { TradeTabs } from '../../features/merchant/merchant-trade.js';
import { CommentCard, merchantCommentPath } from '../../features/merchant/merchant-comments.js';
import { PagedList } from '../../features/paged-list/index.js';

const TABS: readonly CommentTab[] = COMMENT_TABS.map((tab) => tab.value);

/**
 * `/mt/comment`: trade management, on its comment management tab. Reviews of the shop's goods
 * by the review tabs (all, good, pertinent, poor in `?tab=`), newest first, each with its goods,
 * whether the shop replied, and a link to its details to reply.
 */
export function MerchantCommentsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useFilterParam('tab', TABS, 'all');
  const list = usePagedEndpoint(merchant.comments, { state: tab });

  return (
    <Page title={t('merchant:trade.comments')}>
      <TradeTabs current="comment">
        <CommentTabs selectedValue={tab} onSelectionChange={setTab}>
          <PagedList
            list={list}
            aria-label={t('merchant:trade.comments')}
            failedMessage={t('merchant:comments.load_failed')}
            emptyKind="no_comments"
            skeletonHeight="140px"
            renderItem={(item) => (
              <CommentCard comment={item}>
                <Link
                  to={merchantCommentPath(item.id)}
                  data-part="action"
                  aria-label={t(
                    item.reply ? 'merchant:comments.view_of' : 'merchant:comments.reply_to',
                    { name: item.user.nickname },
                  )}
                >
                  {t(item.reply ? 'merchant:comments.view' : 'merchant:comments.reply')}
                </Link>
              </CommentCard>
            )}
          />
        </CommentTabs>
      </TradeTabs>
    </Page>
  );
}
