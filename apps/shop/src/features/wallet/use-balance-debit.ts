import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@bazaar/api';
import { useServices } from '../../app/index.js';
import { insufficientBalanceOf } from './insufficient-balance.js';

/** What {@link useBalanceDebit} gives a form that takes money from the wallet balance. */
export interface BalanceDebit {
  /** The available balance a refusal named (the top-up prompt shows it), null before one. */
  readonly shortOf: string | null;
  /** Forgets the short balance (the form closed). */
  readonly clearShort: () => void;
  /** A debit is being sent. */
  readonly isBusy: boolean;
  /**
   * Sends `debit` (a silent call and what follows its success), one at a time: a second press while
   * one runs does nothing. True once it succeeded. A short balance is kept in `shortOf`; any other
   * refusal is said in a toast (the call was silent so that a short balance shows in place); an
   * aborted call says nothing; an error that is not the API's is thrown.
   */
  readonly run: (debit: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * The state of a payment out of the wallet balance that the server may refuse for a short balance
 * (`insufficient_balance` with the available balance): paying orders, shipping with a wholesale
 * cost, a seller's refund.
 */
export function useBalanceDebit(): BalanceDebit {
  const { t } = useTranslation();
  const { toast } = useServices();
  const [shortOf, setShortOf] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const busy = useRef(false);

  const run = useCallback(
    async (debit: () => Promise<unknown>) => {
      if (busy.current) return false;
      busy.current = true;
      setBusy(true);
      try {
        await debit();
        return true;
      } catch (error) {
        const short = insufficientBalanceOf(error);
        if (short !== null) setShortOf(short);
        else if (!isApiError(error)) throw error;
        else if (error.kind !== 'aborted') {
          toast(error.messageKey ? t(error.messageKey) : error.message, 'critical');
        }
        return false;
      } finally {
        busy.current = false;
        setBusy(false);
      }
    },
    [t, toast],
  );
  const clearShort = useCallback(() => setShortOf(null), []);
  return { shortOf, clearShort, isBusy, run };
}
