import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { merchant, type MarketJob } from '@bazaar/api/contract';
import { useEndpoint, useEndpointMutation, useRevalidate } from '@bazaar/api/swr';
import { validateSelection } from '@bazaar/domain';
import { useConfirm, useNotify } from '../../app/index.js';

/** How often the list-all job's progress is read while it runs. */
export const MARKET_JOB_POLL_MS = 1000;

/** A list-all job that has not finished: another one is refused until it does. */
export function isJobActive(job: MarketJob | null | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/**
 * The wholesale market's listing: chosen goods at once (`marketList { ids }`), or every goods not
 * yet listed as the shop's background job (`marketList { all: true }`, after the confirmation
 * "list all goods with one click"), whose progress is read every second while it runs and told
 * when it ends. While it runs a second list-all is refused here with "listing in progress" (the
 * server refuses it too).
 */
export function useMarketListing() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const notify = useNotify();
  const revalidate = useRevalidate();
  const jobRead = useEndpoint(merchant.marketJob, undefined, {
    refreshInterval: (latest) => (isJobActive(latest?.job) ? MARKET_JOB_POLL_MS : 0),
  });
  const list = useEndpointMutation(merchant.marketList, {
    revalidate: [merchant.market, merchant.goods],
  });
  const { trigger } = list;
  const { mutate: setJob } = jobRead;
  const job = jobRead.data?.job ?? null;

  // Tells when a job seen running ends, and shows its goods as listed.
  const seenActive = useRef<number | null>(null);
  useEffect(() => {
    if (!job) return;
    if (isJobActive(job)) {
      seenActive.current = job.id;
      return;
    }
    if (seenActive.current !== job.id) return;
    seenActive.current = null;
    if (job.status === 'done') {
      // Spec section 8's empty state: a listing that found nothing new says so.
      if (job.listed === 0) notify.info('merchant:market.job.none');
      else notify.success('merchant:market.job.done', { listed: job.listed });
    } else {
      notify.error('merchant:market.job.failed');
    }
    void revalidate([merchant.market, merchant.goods]);
  }, [job, notify, revalidate]);

  const listSelected = useCallback(
    async (ids: readonly number[]): Promise<boolean> => {
      const valid = validateSelection(ids.length);
      if (!valid.ok) {
        notify.refusal(valid);
        return false;
      }
      try {
        const answer = await trigger({ ids: [...ids] });
        if (answer.listed === 0) {
          notify.info('merchant:market.listed_none', { skipped: answer.skipped });
        } else {
          notify.success('merchant:market.listed', {
            listed: answer.listed,
            skipped: answer.skipped,
          });
        }
        return true;
      } catch {
        return false;
      }
    },
    [trigger, notify],
  );

  const listAll = useCallback(async (): Promise<void> => {
    if (isJobActive(job)) {
      notify.error('errors:listing_in_progress');
      return;
    }
    const asked = await confirm({
      message: t('common:confirm.list_all_goods'),
      confirmLabel: t('merchant:market.list_all'),
    });
    if (!asked) return;
    try {
      const answer = await trigger({ all: true });
      if (answer.job) await setJob({ job: answer.job }, { revalidate: false });
      notify.success('merchant:market.job.started');
    } catch {
      // "Listing in progress" or another refusal: the client has shown it; read the job again.
      await setJob();
    }
  }, [job, confirm, t, trigger, setJob, notify]);

  return {
    job,
    jobError: jobRead.error,
    isListing: list.isMutating,
    listSelected,
    listAll,
  };
}
