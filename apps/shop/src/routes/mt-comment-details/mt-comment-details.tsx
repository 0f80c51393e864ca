import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { merchant, type MerchantComment } from '@bazaar/api/contract';
import { useEndpointMutation } from '@bazaar/api/swr';
import { validateReply, type ValidationResult } from '@bazaar/domain';
import { Button, Skeleton } from '@bazaar/ui';
import { FormCard, ReadPage, focusField, useNotify } from '../../app/index.js';
import { TextAreaField } from '../../features/forms/text-area-field.js';
import { CommentCard } from '../../features/merchant/merchant-comments.js';
import { merchantOrderPath } from '../../features/merchant/merchant-trade.js';
import { Panels } from '../../features/order/panel.styles.js';
import { useAddressedRecord } from '../../features/record/use-addressed-record.js';
import { DateTime } from '../../features/time/index.js';

/**
 * `/mt/comment_details/{id}`: one review of the shop's goods (`merchant/commentInfo`) with its
 * order, and the shop's reply: written, or replaced, with `merchant/reply` (the domain's
 * `validateReply`: not empty).
 */
export function MerchantCommentDetailsScreen() {
  const { t } = useTranslation();
  const comment = useAddressedRecord(merchant.commentInfo);
  return (
    <ReadPage
      {...comment}
      title={t('merchant:comments.detail_title')}
      skeleton={
        <>
          <Skeleton height="160px" />
          <Skeleton height="120px" />
        </>
      }
      failedMessage={t('merchant:comments.detail_failed')}
      back={<Link to="/mt/comment">{t('merchant:trade.comments')}</Link>}
    >
      {(info) => (
        <CommentDetails
          comment={info}
          onReplied={(saved) => void comment.read.mutate(saved, { revalidate: false })}
        />
      )}
    </ReadPage>
  );
}

function CommentDetails({
  comment,
  onReplied,
}: {
  comment: MerchantComment;
  onReplied: (comment: MerchantComment) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const reply = useEndpointMutation(merchant.reply, { revalidate: [merchant.comments] });
  const [content, setContent] = useState(comment.reply);
  const [check, setCheck] = useState<ValidationResult | undefined>();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.isMutating) return;
    const result = validateReply(content);
    setCheck(result);
    if (!result.ok) {
      focusField(form.current, result.field);
      return;
    }
    try {
      const saved = await reply.trigger({ id: comment.id, content: content.trim() });
      notify.success('merchant:comments.replied');
      setContent(saved.reply);
      onReplied(saved);
    } catch {
      // The API client has shown the refusal.
    }
  };

  return (
    <Panels>
      <CommentCard comment={comment}>
        {comment.replytime ? (
          <p data-part="secondary">
            <DateTime
              value={comment.replytime}
              sentence={(time) => t('merchant:comments.replied_at', { time })}
            />
          </p>
        ) : null}
        {comment.order_id ? (
          <Link to={merchantOrderPath(comment.order_id)}>{t('merchant:comments.order')}</Link>
        ) : null}
      </CommentCard>
      <FormCard
        ref={form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('merchant:comments.reply_form')}
      >
        <TextAreaField
          name="content"
          label={t(
            comment.reply ? 'merchant:comments.change_reply' : 'merchant:comments.your_reply',
          )}
          value={content}
          onChange={(value) => {
            setContent(value);
            setCheck(undefined);
          }}
          validation={check}
          maxLength={500}
        />
        <Button type="submit" isLoading={reply.isMutating}>
          {t('merchant:comments.send_reply')}
        </Button>
      </FormCard>
    </Panels>
  );
}
