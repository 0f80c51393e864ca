import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '@bazaar/api/contract';
import {
  USER_CENTRE_PATH,
  isLoggedIn,
  validateLoginAttempt,
  type ValidationResult,
} from '@bazaar/domain';
import { redirectTarget } from '../../app/router/paths.js';
import { useServices } from '../../app/services-context.js';
import { startSession } from './start-session.js';

/** A failed validation result (the field it concerns and its message key). */
export type Refusal = Extract<ValidationResult, { ok: false }>;

/**
 * How a login or registration ended: `done` (logged in and moved on), `invalid` (a form rule
 * failed; show it at its field), `refused` (already logged in, or the server refused; the toast
 * has been shown) or `busy` (a submission is already under way; ignored).
 */
export type AuthOutcome =
  | { readonly type: 'done' }
  | { readonly type: 'invalid'; readonly refusal: Refusal }
  | { readonly type: 'refused' }
  | { readonly type: 'busy' };

/** Options of {@link useAuthSubmit}. */
export interface AuthSubmitOptions<F> {
  /** The form's rules (domain `validateLoginForm`, `validateRegisterForm`). */
  validate(form: F): ValidationResult;
  /** The call that answers a session (`user.login`, `user.register`). */
  submit(form: F): Promise<SessionAnswer>;
  /** The success notice's key (`common:success.login`). */
  successKey: string;
}

/**
 * The shared flow of login and registration: refuses a second login (spec section 5), checks
 * the form, calls the server, keeps the session, merges the cart, shows the success toast and
 * goes to the remembered page (else the user centre).
 */
export function useAuthSubmit<F>({ validate, submit, successKey }: AuthSubmitOptions<F>) {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t } = useTranslation();
  const busy = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const run = useCallback(
    async (form: F): Promise<AuthOutcome> => {
      if (busy.current) return { type: 'busy' };
      const attempt = validateLoginAttempt(isLoggedIn(services.store.getState().user.userinfo));
      if (!attempt.ok) {
        services.toast(t(attempt.messageKey), 'critical');
        return { type: 'refused' };
      }
      const valid = validate(form);
      if (!valid.ok) return { type: 'invalid', refusal: valid };
      busy.current = true;
      setSubmitting(true);
      try {
        const answer = await submit(form);
        await startSession(services, answer);
        services.toast(t(successKey), 'success');
        await navigate(redirectTarget(search, USER_CENTRE_PATH), { replace: true });
        return { type: 'done' };
      } catch {
        // The API client has shown the refusal's msg.
        return { type: 'refused' };
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [services, navigate, search, t, validate, submit, successKey],
  );

  return { submit: run, isSubmitting };
}
