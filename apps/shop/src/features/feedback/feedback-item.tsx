import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackActions, feedbackWaitKey } from '@bazaar/domain';
import { Button, FeedbackStatusChip } from '@bazaar/ui';
import { RecordPanel } from '../admin/admin.styles.js';
import { Pictures, userLabel } from '../admin/record-parts.js';
import type { HandledRecord, SentRecord } from './handling.js';
import { DateTime } from '../time/index.js';

/** Props of {@link FeedbackItem}: the viewer and their read of a feedback item or report. */
export type FeedbackItemProps =
  | {
      /** The user who sent it (any user: a buyer, a merchant as a user). */
      viewer: 'buyer';
      record: SentRecord;
      /** What it is (the feedback type, the reported target), already translated. */
      heading: string;
      /** A line under the heading (the contact given, the report's reason), already translated. */
      detail?: ReactNode;
    }
  | {
      /** The platform, which answers it. */
      viewer: 'platform';
      record: HandledRecord;
      /** What it is, already translated; it also titles the reply dialog. */
      heading: string;
      /** More about it (the contact, the report's reason) as `Fields`, already formatted. */
      details?: ReactNode;
      /** Opens the reply dialog. */
      onReply?: () => void;
      /** A reply is being sent. */
      isBusy: boolean;
    };

/**
 * One feedback item or report as its viewer may see it and act on it. Both see what it is, its
 * handling status against the 72-hour promise (the same chip), the text, the pictures and the
 * platform's reply. The sender sees when they sent it; the platform who sent it, how long it has
 * waited (and how long is left), and the reply button while the domain lets it reply
 * (`feedbackActions`).
 */
export function FeedbackItem(props: FeedbackItemProps) {
  const { t } = useTranslation();
  const { record, heading } = props;
  const chip = <FeedbackStatusChip status={record.status} />;

  if (props.viewer === 'platform') {
    const { onReply, isBusy, details } = props;
    const canReply = feedbackActions(props.record.status, 'platform').includes('reply');
    const from = (
      <DateTime
        value={record.createtime}
        sentence={(time) => t('admin:handling.from', { user: userLabel(props.record.user), time })}
      />
    );
    const waited = t(feedbackWaitKey(record.status), {
      hours: props.record.hours_waited,
      left: props.record.hours_left,
    });
    return (
      <RecordPanel
        title={heading}
        headingLevel={3}
        description={
          <>
            <span>{from}</span>
            <span>{waited}</span>
          </>
        }
        actions={chip}
      >
        {details}
        {record.content ? <p>{record.content}</p> : null}
        <Pictures images={record.images} label={t('admin:handling.pictures')} />
        {record.reply ? (
          <p data-part="quote">{t('admin:handling.reply_given', { reply: record.reply })}</p>
        ) : null}
        {canReply && onReply ? (
          <div data-part="actions">
            <Button isDisabled={isBusy} onPress={onReply}>
              {t('admin:handling.reply')}
            </Button>
          </div>
        ) : null}
      </RecordPanel>
    );
  }

  return (
    <RecordPanel title={heading} headingLevel={3} description={props.detail} actions={chip}>
      {record.content ? <p>{record.content}</p> : null}
      <Pictures images={record.images} label={t('user:handling.images')} />
      {record.reply ? (
        <div data-part="quote">
          <strong>{t('user:handling.reply')}</strong>
          <p>{record.reply}</p>
        </div>
      ) : null}
      <DateTime value={record.createtime} />
    </RecordPanel>
  );
}
