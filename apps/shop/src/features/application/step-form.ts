import { useNavigate } from 'react-router-dom';
import { useFormFields, type FormFields, type SaveOutcome } from '../forms/index.js';

/**
 * What the application's two step forms share: the form's values and the refusal shown at its
 * field ({@link useFormFields}), and what follows a submission: a refusal is shown at its field,
 * which takes the focus; a saved step (after `onSaved`) returns to `/user/apply`, which shows the
 * application's next view.
 */
export function useStepForm<V extends object>(
  initial: V,
): FormFields<V> & {
  /** Follows a submission's outcome. */
  settle: (outcome: SaveOutcome<unknown>, onSaved?: () => void) => void;
} {
  const navigate = useNavigate();
  const fields = useFormFields(initial);
  return {
    ...fields,
    settle: (outcome, onSaved) => {
      if (outcome.type === 'invalid') {
        fields.refuse(outcome.refusal);
      } else if (outcome.type === 'saved') {
        onSaved?.();
        void navigate('/user/apply', { replace: true });
      }
    },
  };
}
