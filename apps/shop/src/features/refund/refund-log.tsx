import { useTranslation } from 'react-i18next';
import type { RefundInfo } from '@bazaar/api/contract';
import { refundLogActorKey, refundLogStepKey, refundStateFromWire } from '@bazaar/domain';
import { LazyImage, RefundStatusChip } from '@bazaar/ui';
import { TitledPanel } from '../order/panel.styles.js';
import { Thumbnails, Timeline } from './refund.styles.js';
import { DateTime } from '../time/index.js';

type Step = RefundInfo['log'][number];

/** Props of {@link RefundLog}. */
export interface RefundLogProps {
  /** The steps, oldest first. */
  log: readonly Step[];
  /** The id of the panel's heading, unique on the page. */
  id: string;
}

/**
 * Every step of a refund, oldest first: what happened and the state it left (domain tone), who
 * acted, when, and what was said (a reason, a note, the return's logistics) or shown. The buyer's
 * and the seller's refund pages show the same log.
 */
export function RefundLog({ log, id }: RefundLogProps) {
  const { t } = useTranslation();
  return (
    <TitledPanel title={t('refund:details.log')} headingId={id}>
      <Timeline aria-labelledby={id}>
        {log.map((step, index) => (
          <li key={`${step.createtime}-${index}`}>
            <span data-part="step">
              {t(refundLogStepKey(step))}
              <RefundStatusChip state={refundStateFromWire(step.state)} />
            </span>
            <span data-part="meta">
              {t(refundLogActorKey(step.actor))}
              {step.username ? ` · ${step.username}` : ''} · <DateTime value={step.createtime} />
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
    </TitledPanel>
  );
}
