import { useTranslation } from 'react-i18next';
import type { RefundInfo } from '@bazaar/api/contract';
import { refundStateFromWire, refundStateKey, unixSecondsToMs } from '@bazaar/domain';
import { LazyImage, RefundStatusChip } from '@bazaar/ui';
import { Panel, useDateTime } from '../../../features/order/index.js';
import { Thumbnails, Timeline } from '../../../features/refund/index.js';

type Step = RefundInfo['log'][number];

/** The steps the refund log names (API contract): each has its own label. */
const KNOWN_ACTIONS = new Set([
  'apply',
  'edit',
  'close',
  'ship_back',
  'ask_platform',
  'agree',
  'reject',
  'confirm_return',
  'approve',
]);

/** A step's label: its action, or the state it left when the action is not one this app knows. */
function stepKey(step: Step): string {
  return KNOWN_ACTIONS.has(step.action)
    ? `refund:log.action.${step.action}`
    : refundStateKey(refundStateFromWire(step.state));
}

/**
 * Every step of a refund, oldest first: what happened and the state it left (domain tone), who
 * acted, when, and what was said (a reason, a note, the return's logistics) or shown.
 */
export function RefundLog({ log }: { log: readonly Step[] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <Panel aria-labelledby="refund-details-log">
      <h2 id="refund-details-log">{t('refund:details.log')}</h2>
      <Timeline aria-labelledby="refund-details-log">
        {log.map((step, index) => (
          <li key={`${step.createtime}-${index}`}>
            <span data-part="step">
              {t(stepKey(step))}
              <RefundStatusChip state={refundStateFromWire(step.state)} />
            </span>
            <span data-part="meta">
              {t(`refund:log.actor.${step.actor}`)}
              {step.username ? ` · ${step.username}` : ''} ·{' '}
              <time dateTime={new Date(unixSecondsToMs(step.createtime)).toISOString()}>
                {dateTime(step.createtime)}
              </time>
            </span>
            {step.content ? <p>{step.content}</p> : null}
            {step.images.length > 0 ? (
              <Thumbnails aria-label={t('refund:details.images')}>
                {step.images.map((src, position) => (
                  <li key={src}>
                    <LazyImage
                      src={src}
                      alt={t('refund:details.picture', { index: position + 1 })}
                      ratio={1}
                      radius="8px"
                    />
                  </li>
                ))}
              </Thumbnails>
            ) : null}
          </li>
        ))}
      </Timeline>
    </Panel>
  );
}
