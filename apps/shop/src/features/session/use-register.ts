import { useCallback } from 'react';
import { user } from '@bazaar/api/contract';
import { validateRegisterForm } from '@bazaar/domain';
import { useServices } from '../../app/services-context.js';
import { useAuthSubmit } from './use-auth-submit.js';

/** The registration form's values. */
export type RegisterForm = {
  readonly username: string;
  readonly password: string;
  readonly confirm: string;
  /** The typed captcha answer. */
  readonly code: string;
  /** The captcha challenge's key (from `user.captcha`). */
  readonly key: string;
  /** The inviter's code (`/user/register/:agent`), optional. */
  readonly agent: string;
};

/** Registers and logs in (`user.register`); `submit(form)` resolves with an `AuthOutcome`. */
export function useRegister() {
  const { client } = useServices();
  const submit = useCallback(
    ({ username, password, confirm, code, key, agent }: RegisterForm) =>
      client.call(user.register, {
        username: username.trim(),
        password,
        confirm,
        code: code.trim(),
        key,
        ...(agent.trim() ? { agent: agent.trim() } : {}),
      }),
    [client],
  );
  return useAuthSubmit({
    validate: validateRegisterForm,
    submit,
    successKey: 'common:success.registration',
  });
}
