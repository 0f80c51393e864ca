import { useCallback } from 'react';
import type { SignInCard } from '@bazaar/api/contract';
import type { SignInStatus } from '@bazaar/domain';
import { useNotify } from '../../app/feedback/use-notify.js';
import { useSignIn, useSignInCard } from './lists.js';

/** The sign-in card of the wire as the domain's `SignInStatus` (what `SignInCalendar` shows). */
export function signInStatusOf(card: SignInCard): SignInStatus {
  return {
    signedToday: card.signed_today,
    consecutive: card.consecutive,
    todayBonus: card.today_bonus,
    tomorrowBonus: card.tomorrow_bonus,
  };
}

/**
 * The daily sign-in: the card (`signin/getSignin`) and `signIn` (`signin/dosign`), which says so on
 * success; the card, the points detail and the user-centre points follow. A refusal (already signed
 * today, from another device) is shown by the API client with the server's message, and the card is
 * read again so that it shows today as signed. `signIn` resolves with the points earned, or null.
 */
export function useDailySignIn() {
  const card = useSignInCard();
  const mutation = useSignIn();
  const notify = useNotify();
  const { mutate } = card;
  const { trigger } = mutation;
  const signIn = useCallback(async (): Promise<number | null> => {
    try {
      const answer = await trigger({});
      notify.success('common:success.sign_in');
      return answer.points;
    } catch {
      await mutate();
      return null;
    }
  }, [trigger, mutate, notify]);
  return {
    card: card.data,
    error: card.error,
    isLoading: card.isLoading,
    reload: () => void mutate(),
    signIn,
    isSigningIn: mutation.isMutating,
  };
}
