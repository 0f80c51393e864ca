import { useCallback, useState } from 'react';
import { user } from '@bazaar/api/contract';
import { validatePasswordChange } from '@bazaar/domain';
import type { SaveOutcome } from '../forms/index.js';
import { useNotify } from '../../app/feedback/use-notify.js';
import { useServices } from '../../app/services-context.js';

/** Which password `/user/set_pwd/:type` changes: the login password or the payment password. */
export type PasswordType = 'login' | 'pay';

/** The password-change form. */
export type PasswordChangeForm = {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirm: string;
};

/** The type of a `set_pwd/:type` parameter, or null for anything else. */
export function passwordType(param: string | undefined): PasswordType | null {
  return param === 'login' || param === 'pay' ? param : null;
}

/**
 * Changes a password (`user/resetpwd`) after the domain's `validatePasswordChange` and says so;
 * a server refusal (a wrong current password) is shown by the client.
 */
export function useChangePassword(type: PasswordType) {
  const { client } = useServices();
  const notify = useNotify();
  const [isSaving, setSaving] = useState(false);
  const change = useCallback(
    async (form: PasswordChangeForm): Promise<SaveOutcome<null>> => {
      const valid = validatePasswordChange(form);
      if (!valid.ok) return { type: 'invalid', refusal: valid };
      setSaving(true);
      try {
        await client.call(user.resetpwd, {
          type,
          oldpassword: form.oldPassword,
          newpassword: form.newPassword,
          confirm: form.confirm,
        });
        notify.success('common:success.modified');
        return { type: 'saved', value: null };
      } catch {
        return { type: 'refused' };
      } finally {
        setSaving(false);
      }
    },
    [client, notify, type],
  );
  return { change, isSaving };
}
