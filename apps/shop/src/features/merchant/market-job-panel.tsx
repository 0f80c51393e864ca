import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketJob } from '@bazaar/api/contract';
import { Button } from '@bazaar/ui';
import { Panel } from '../user/sections/index.js';
import { ProgressTrack } from './merchant-sections.styles.js';
import { isJobActive } from './market-listing.js';

/** Props of {@link MarketJobPanel}. */
export interface MarketJobPanelProps {
  /** The shop's latest list-all job, null when it never ran one. */
  job: MarketJob | null;
  /** A listing request is under way. */
  isListing: boolean;
  /** Lists every goods not yet listed (asks first). */
  onListAll: () => void;
}

function percent(job: MarketJob): number {
  return job.total === 0 ? 0 : Math.round((job.progress / job.total) * 100);
}

/**
 * "List all goods with one click" and the state of the shop's list-all job: its progress while
 * it runs (a progress bar), what the last one listed, or that it failed.
 */
export function MarketJobPanel({ job, isListing, onListAll }: MarketJobPanelProps) {
  const { t } = useTranslation();
  const active = isJobActive(job);
  return (
    <Panel aria-labelledby="market-list-all">
      <h2 id="market-list-all">{t('merchant:market.list_all')}</h2>
      <p data-part="note">{t('merchant:market.list_all_text')}</p>
      {job && active ? (
        <>
          <p role="status">
            {job.total === 0
              ? t('merchant:market.job.queued')
              : t('merchant:market.job.running', { progress: job.progress, total: job.total })}
          </p>
          <ProgressTrack
            role="progressbar"
            aria-label={t('merchant:market.job.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent(job)}
            style={{ '--progress': `${percent(job)}%` } as CSSProperties}
          >
            <span />
          </ProgressTrack>
        </>
      ) : job?.status === 'done' ? (
        <p>
          {job.listed === 0
            ? t('merchant:market.job.none')
            : t('merchant:market.job.last_done', { listed: job.listed })}
        </p>
      ) : job?.status === 'failed' ? (
        <p>{t('merchant:market.job.last_failed')}</p>
      ) : null}
      <Button isLoading={isListing} onPress={onListAll}>
        {t('merchant:market.list_all')}
      </Button>
    </Panel>
  );
}
