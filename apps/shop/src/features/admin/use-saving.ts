import { useState } from 'react';
import { useRevalidate, type RevalidateTarget } from '@bazaar/api/swr';
import { useNotify } from '../../app/index.js';

/** What {@link useSaving} returns. */
export interface Saving {
  /**
   * Sends a change: a notice (`successKey`) and `revalidate` read again on success, resolving
   * true; a refusal resolves false (the API client has toasted the server's message; a domain
   * refusal is toasted here).
   */
  save(send: () => Promise<unknown>, successKey: string): Promise<boolean>;
  /** A change is being sent. */
  isBusy: boolean;
}

/** The operator's writes: one change at a time, its notice, and the reads it changes. */
export function useSaving(revalidate: readonly RevalidateTarget[]): Saving {
  const notify = useNotify();
  const refresh = useRevalidate();
  const [isBusy, setBusy] = useState(false);
  const save = async (send: () => Promise<unknown>, successKey: string) => {
    setBusy(true);
    try {
      await send();
      notify.success(successKey);
      await refresh(revalidate);
      return true;
    } catch (error) {
      notify.refusal(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { save, isBusy };
}
