import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@bazaar/api';
import { isDomainError, type ValidationResult } from '@bazaar/domain';
import { useToast } from '@bazaar/ui';

/** What {@link useNotify} returns. */
export interface Notify {
  /** A success notice: `success('common:success.deletion')`. */
  success(messageKey: string, values?: Record<string, unknown>): void;
  /** A neutral notice from an i18n key. */
  info(messageKey: string, values?: Record<string, unknown>): void;
  /** A refusal from an i18n key (`errors:login_required`). */
  error(messageKey: string, values?: Record<string, unknown>): void;
  /**
   * Shows why something was refused: a `DomainError` (`errors:<code>` with its details) or a
   * failed `ValidationResult`. An `ApiError` is ignored: the API client has already shown its
   * `msg`. Anything else is a bug: it is logged and shown as `errors:server_error`.
   */
  refusal(reason: unknown): void;
}

function isFailedValidation(value: unknown): value is ValidationResult & { ok: false } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    typeof (value as { messageKey?: unknown }).messageKey === 'string'
  );
}

/** Toasts in the user's language, for screens: success notices and refusals. */
export function useNotify(): Notify {
  const toast = useToast();
  const { t } = useTranslation();
  return useMemo<Notify>(
    () => ({
      success: (key, values) => toast.show({ message: t(key, values), tone: 'success' }),
      info: (key, values) => toast.show({ message: t(key, values) }),
      error: (key, values) => toast.show({ message: t(key, values), tone: 'critical' }),
      refusal(reason) {
        if (isApiError(reason)) return;
        if (isDomainError(reason)) {
          toast.show({ message: t(`errors:${reason.code}`, reason.details), tone: 'critical' });
        } else if (isFailedValidation(reason)) {
          toast.show({ message: t(reason.messageKey, reason.details), tone: 'critical' });
        } else {
          console.error(reason);
          toast.show({ message: t('errors:server_error'), tone: 'critical' });
        }
      },
    }),
    [toast, t],
  );
}
