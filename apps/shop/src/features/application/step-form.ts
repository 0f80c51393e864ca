import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { focusField } from '../../app/index.js';
import type { Refused, SaveOutcome } from '../forms/index.js';

/**
 * What the application's two step forms share: the form element, the refusal shown at its field,
 * and what follows a submission: a refusal is shown at its field, which takes the focus; a saved
 * step (after `onSaved`) returns to `/user/apply`, which shows the application's next view.
 */
export function useStepForm() {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<Refused | undefined>();
  return {
    form,
    /** The refusal of `field`, if the last one was about it. */
    at: (field: string) => (refusal?.field === field ? refusal : undefined),
    /** Clears the refusal (the user changed something). */
    clear: () => setRefusal(undefined),
    /** Follows a submission's outcome. */
    settle: (outcome: SaveOutcome<unknown>, onSaved?: () => void) => {
      if (outcome.type === 'invalid') {
        setRefusal(outcome.refusal);
        focusField(form.current, outcome.refusal.field);
      } else if (outcome.type === 'saved') {
        onSaved?.();
        void navigate('/user/apply', { replace: true });
      }
    },
  };
}
