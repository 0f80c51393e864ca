import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  FEEDBACK_TYPES,
  feedbackTypeKey,
  type FeedbackType,
  type FeedbackViewer,
} from '@bazaar/domain';
import { Button } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { Fields } from '../admin/admin.styles.js';
import { useFeedbackList } from '../user/lists.js';
import { Column, Panel } from '../user/sections/panel.js';
import { PagedList } from '../paged-list/index.js';
import { FeedbackItem } from './feedback-item.js';
import { HandlingQueue } from './handling-queue.js';

/** Where a new feedback is written. */
const EDIT_PATH = '/user/feedback/edit';

/** Props of {@link FeedbackScreen}. */
export interface FeedbackScreenProps {
  /** Whose screen it is: the sender's `/user/feedback` (`buyer`) or the platform's `/admin/feedback`. */
  viewer: FeedbackViewer;
}

/** The feedback screen of `viewer`. */
export function FeedbackScreen({ viewer }: FeedbackScreenProps) {
  switch (viewer) {
    case 'buyer':
      return <SentFeedbackScreen />;
    case 'platform':
      return <FeedbackQueueScreen />;
    default:
      return viewer satisfies never;
  }
}

function isFeedbackType(value: string): value is FeedbackType {
  return (FEEDBACK_TYPES as readonly string[]).includes(value);
}

/**
 * The feedback the user sent, newest first, each with its type, text, pictures, handling status
 * against the 72-hour promise and the platform's reply; the way to send a new one; "no data"
 * without any, paged to "no more data".
 */
function SentFeedbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        <PagedList
          list={list}
          aria-label={t('user:feedback.mine')}
          skeletonHeight="120px"
          renderItem={(item) => (
            <FeedbackItem
              viewer="buyer"
              record={item}
              heading={t(feedbackTypeKey(item.type))}
              detail={
                item.contact
                  ? t('user:feedback.contact_shown', { contact: item.contact })
                  : undefined
              }
            />
          )}
        />
      </Column>
    </Page>
  );
}

/**
 * What users sent as feedback, the open ones first (oldest first), each with how long it has
 * waited against the 72-hour promise; the operator handles one with a reply the user sees.
 */
function FeedbackQueueScreen() {
  const { t } = useTranslation();
  return (
    <HandlingQueue
      kind="feedback"
      heading={(item) => (isFeedbackType(item.type) ? t(feedbackTypeKey(item.type)) : item.type)}
      details={(item) =>
        item.contact ? (
          <Fields>
            <dt>{t('admin:feedback.contact')}</dt>
            <dd>{item.contact}</dd>
          </Fields>
        ) : null
      }
    />
  );
}
