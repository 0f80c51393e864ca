import { useCallback } from 'react';
import { user } from '@bazaar/api/contract';
import { validateLoginForm } from '@bazaar/domain';
import { useServices } from '../../app/services-context.js';
import { useAuthSubmit } from './use-auth-submit.js';

/** The login form's values. */
export type LoginForm = {
  readonly username: string;
  readonly password: string;
};

/**
 * Logs in (`user.login`): `const { submit, isSubmitting } = useLogin()`; `submit(form)` resolves
 * with an `AuthOutcome` (see `useAuthSubmit`).
 */
export function useLogin() {
  const { client } = useServices();
  const submit = useCallback(
    (form: LoginForm) =>
      client.call(user.login, { account: form.username.trim(), password: form.password }),
    [client],
  );
  return useAuthSubmit({ validate: validateLoginForm, submit, successKey: 'common:success.login' });
}
