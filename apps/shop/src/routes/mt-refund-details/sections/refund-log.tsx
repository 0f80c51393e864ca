import { useTranslation } from 'react-i18next';
import type { RefundInfo } from '@bazaar/api/contract';
import { refundStateFromWire, refundStateKey, unixSecondsToMs } from '@bazaar/domain';
import { LazyImage } from '@bazaar/ui';
import { Thumbnails, Timeline } from '../../../features/merchant/merchant-trade.styles.js';
import { Panel } from '../../../features/order/panel.styles.js';
import { useDateTime } from '../../../features/order/use-date-time.js';

/** The steps a refund log knows (API contract), each with its label. */
const LOG_ACTIONS = new Set([
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

/** The label key of a step: its action, or the state it left for an action this app does not know. */
function stepKey(step: RefundInfo['log'][number]): string {
  return LOG_ACTIONS.has(step.action)
    ? `merchant:refunds.log.${step.action}`
    : refundStateKey(refundStateFromWire(step.state));
}

/** Every step of a refund, oldest first: who did what, when, what they said and showed. */
export function RefundLog({ log }: { log: RefundInfo['log'] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <Panel aria-labelledby="mt-refund-log">
      <h2 id="mt-refund-log">{t('merchant:refunds.log_title')}</h2>
      <Timeline>
        {log.map((step, index) => (
          <li key={`${step.createtime}-${index}`}>
            <strong>{t(stepKey(step))}</strong>
            <span data-part="who">
              {t(`merchant:refunds.actor.${step.actor}`)}
              {step.username ? ` · ${step.username}` : ''}
            </span>
            <time dateTime={new Date(unixSecondsToMs(step.createtime)).toISOString()}>
              {dateTime(step.createtime)}
            </time>
            {step.content ? <p>{step.content}</p> : null}
            {step.images.length > 0 ? (
              <Thumbnails aria-label={t('merchant:refunds.step_images')}>
                {step.images.map((src, position) => (
                  <li key={src}>
                    <LazyImage
                      src={src}
                      alt={t('merchant:refunds.evidence_image', {
                        index: position + 1,
                        total: step.images.length,
                      })}
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
