import { useCallback, useRef, useState, type RefObject } from 'react';
import type { ValidationResult } from '@bazaar/domain';
import type { Refused } from './save-outcome.js';

/** What {@link useFormFields} gives a form. */
export interface FormFields<V> {
  /** The form element's ref (for `FormCard`'s `ref`), so a refused field can take the focus. */
  readonly form: RefObject<HTMLFormElement | null>;
  /** The values as typed. */
  readonly values: V;
  /** Changes some values; the refusal shown, if any, goes away. */
  readonly set: (change: Partial<V>) => void;
  /** The refusal shown at `field` (a control's `validation`), if it concerns that field. */
  readonly errorFor: (field: string) => Refused | undefined;
  /**
   * Shows a domain rule's refusal at its field and moves the focus there: to the first button of
   * the field's `[data-field]` wrapper (a select, a picker), else to the first control of that
   * `name` (the first radio of a group). A valid result clears the refusal shown.
   */
  readonly refuse: (result: ValidationResult) => void;
}

/**
 * The state of a form checked by a domain rule before it is sent: its values, and the one refusal
 * shown at its field until the user changes something.
 */
export function useFormFields<V extends object>(initial: V | (() => V)): FormFields<V> {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [refusal, setRefusal] = useState<Refused | null>(null);
  const set = useCallback((change: Partial<V>) => {
    setValues((current) => ({ ...current, ...change }));
    setRefusal(null);
  }, []);
  const refuse = useCallback((result: ValidationResult) => {
    setRefusal(result.ok ? null : result);
    const field = result.ok ? undefined : result.field;
    if (!form.current || !field) return;
    const control =
      form.current.querySelector<HTMLElement>(`[data-field="${field}"] button`) ??
      form.current.querySelector<HTMLElement>(`[name="${field}"]`);
    control?.focus();
  }, []);
  const errorFor = (field: string) => (refusal?.field === field ? refusal : undefined);
  return { form, values, set, errorFor, refuse };
}
