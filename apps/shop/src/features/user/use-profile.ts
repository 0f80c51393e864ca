import { useCallback, useEffect, useState } from 'react';
import { user, type BodyOf } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { useNotify } from '../../app/feedback/use-notify.js';
import { useServices } from '../../app/services-context.js';
import { updateUserinfo, useSession } from '../../state/index.js';

/**
 * Reads the user and the user-centre counts again (`GET user/profile`) and keeps them in the
 * session, so the user centre shows today's balance, points and order counts.
 */
export function useProfileSync() {
  const { store } = useServices();
  const { isLoggedIn } = useSession();
  const answer = useEndpoint(user.profile, isLoggedIn ? undefined : null);
  useEffect(() => {
    if (answer.data) updateUserinfo(store, answer.data.userinfo, answer.data.statistics);
  }, [answer.data, store]);
  return answer;
}

/** The fields of the profile form (`POST user/profile`). */
export type ProfileChange = BodyOf<typeof user.editProfile>;

/**
 * Saves profile fields (`POST user/profile`: only the fields sent change), keeps the answer in the
 * session and says so. `save` resolves with false when the server refused (its message is shown).
 */
export function useEditProfile() {
  const { client, store } = useServices();
  const notify = useNotify();
  const [isSaving, setSaving] = useState(false);
  const save = useCallback(
    async (change: ProfileChange, successKey = 'common:success.modified'): Promise<boolean> => {
      setSaving(true);
      try {
        const { userinfo } = await client.call(user.editProfile, change);
        updateUserinfo(store, userinfo);
        notify.success(successKey);
        return true;
      } catch {
        return false;
      } finally {
        setSaving(false);
      }
    },
    [client, store, notify],
  );
  return { save, isSaving };
}
