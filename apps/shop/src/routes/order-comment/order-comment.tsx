import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { order as orderApi, type OrderInfo } from '@bazaar/api/contract';
import {
  firstInvalid,
  validateCommentScore,
  type ValidationResult,
  specValuesText,
} from '@bazaar/domain';
import { Button, EmptyState, LazyImage, Skeleton, StarRating } from '@bazaar/ui';
import { ReadPage, useNotify, useServices } from '../../app/index.js';
import { ActionBar, Panel, Panels } from '../../features/order/panel.styles.js';
import type { OrderGoodsItem } from '../../features/order/wire-types.js';
import { useAddressedRecord } from '../../features/record/use-addressed-record.js';
import { TextAreaField } from '../../features/forms/index.js';
import { UploadsField, useImageUploads, type ImageUploads } from '../../features/upload/index.js';

/**
 * `/user/order/comment?id={order}`: a review of each goods of a received order not yet reviewed:
 * stars (domain `validateCommentScore`), text and pictures uploaded with their progress; then
 * `order/commentOrder` and the comment notice.
 */
export function OrderCommentScreen() {
  const { t } = useTranslation();
  const order = useAddressedRecord(orderApi.getOrderInfo, {
    idFrom: 'query',
    revalidateOnFocus: false,
  });
  return (
    <ReadPage
      {...order}
      title={t('order:comment.title')}
      skeleton={<Skeleton height="200px" />}
      failedMessage={t('order:detail.load_failed')}
      back={<Link to="/user/order/4">{t('order:list.title')}</Link>}
    >
      {(info) => <CommentForm order={info} />}
    </ReadPage>
  );
}

function CommentForm({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { client } = useServices();
  const notify = useNotify();
  const lines = order.goods.filter((line) => !line.commented);
  const [scores, setScores] = useState<Record<number, number>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, 5])),
  );
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [checks, setChecks] = useState<Record<number, ValidationResult>>({});
  const [isSaving, setSaving] = useState(false);
  const saving = useRef(false);
  const [pictures, setPictures] = useState<Record<number, ImageUploads>>({});
  const onPictures = useCallback(
    (lineId: number, uploads: ImageUploads) =>
      setPictures((all) => (all[lineId] === uploads ? all : { ...all, [lineId]: uploads })),
    [],
  );

  if (lines.length === 0) {
    return (
      <EmptyState
        message={t('order:comment.nothing_left')}
        action={<Link to={`/user/order/details/${order.id}`}>{t('order:detail.title')}</Link>}
      />
    );
  }

  const submit = async () => {
    if (saving.current) return;
    const results = Object.fromEntries(
      lines.map((line) => [line.id, validateCommentScore(scores[line.id] ?? 0)]),
    );
    setChecks(results);
    const refusal = firstInvalid(...Object.values(results));
    if (!refusal.ok) {
      notify.refusal(refusal);
      return;
    }
    const attached = lines.map((line) => pictures[line.id]);
    if (attached.some((item) => item?.isUploading)) {
      notify.info('order:comment.uploading');
      return;
    }
    if (attached.some((item) => item?.items.some((picture) => picture.status === 'error'))) {
      notify.error('order:comment.upload_failed');
      return;
    }
    saving.current = true;
    setSaving(true);
    try {
      await client.call(orderApi.commentOrder, {
        id: order.id,
        comments: lines.map((line, index) => ({
          goods_id: line.goods_id,
          order_goods_id: line.id,
          score: scores[line.id] ?? 0,
          content: (texts[line.id] ?? '').trim(),
          images: [...(attached[index]?.urls ?? [])],
        })),
      });
      notify.success('common:success.comment');
      await navigate(`/user/order/details/${order.id}`, { replace: true });
    } catch {
      // The API client has shown the refusal.
    } finally {
      saving.current = false;
      setSaving(false);
    }
  };

  return (
    <Panels>
      {lines.map((line) => (
        <LineReview
          key={line.id}
          line={line}
          score={scores[line.id] ?? 0}
          onScore={(score) => {
            setScores((all) => ({ ...all, [line.id]: score }));
            setChecks((all) => {
              const { [line.id]: _dropped, ...rest } = all;
              return rest;
            });
          }}
          check={checks[line.id]}
          text={texts[line.id] ?? ''}
          onText={(text) => setTexts((all) => ({ ...all, [line.id]: text }))}
          onPictures={onPictures}
        />
      ))}
      <ActionBar>
        <Button onPress={() => void submit()} isLoading={isSaving}>
          {t('order:comment.submit')}
        </Button>
      </ActionBar>
    </Panels>
  );
}

function LineReview({
  line,
  score,
  onScore,
  check,
  text,
  onText,
  onPictures,
}: {
  line: OrderGoodsItem;
  score: number;
  onScore: (score: number) => void;
  check: ValidationResult | undefined;
  text: string;
  onText: (text: string) => void;
  onPictures: (lineId: number, uploads: ImageUploads) => void;
}) {
  const { t } = useTranslation();
  const pictures = useImageUploads();
  useEffect(() => onPictures(line.id, pictures), [line.id, pictures, onPictures]);
  const headingId = `order-comment-${line.id}`;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span>
          {line.title}
          {line.difference ? ` (${specValuesText(line.difference)})` : ''}
        </span>
      </h2>
      <LazyImage src={line.image} alt="" ratio={1} radius="8px" />
      <StarRating
        label={t('order:comment.score', { title: line.title })}
        value={score}
        onChange={onScore}
        validation={check}
      />
      <TextAreaField
        label={t('order:comment.content', { title: line.title })}
        name={`content-${line.id}`}
        value={text}
        onChange={onText}
        maxLength={1000}
        description={t('order:comment.placeholder')}
      />
      <UploadsField label={t('order:comment.pictures', { title: line.title })} uploads={pictures} />
    </Panel>
  );
}
