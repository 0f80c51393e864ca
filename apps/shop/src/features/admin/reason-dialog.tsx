import { useEffect, useRef, useState, type ReactNode } from 'react';
import { VALID, type ValidationResult } from '@bazaar/domain';
import { TextAreaField } from '../forms/index.js';
import { FormDialog } from './form-dialog.js';

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when it closes (cancel, Escape, the browser's back, after sending). */
  onOpenChange: (isOpen: boolean) => void;
  /** The question, already translated ("Reject this application?"); it names the dialog. */
  title: string;
  /** What the decision concerns, already translated (shown above the text box). */
  summary?: ReactNode;
  /** The text box's label, already translated. */
  label: string;
  /** Help under the text box ("The user sees it"), already translated. */
  description?: string;
  /** The send button's label, already translated. */
  confirmLabel: string;
  /** The domain's rule for the text (`validateReviewReason`, `validateReply`). */
  validate: (text: string) => ValidationResult;
  /** The longest text the server takes. */
  maxLength: number;
  /** Style the send button as destructive (a rejection). @default true */
  isDestructive?: boolean;
  /** The decision is being sent: the send button is busy. */
  isSending: boolean;
  /** Sends the text (trimmed); resolves true when done (the dialog closes), false to stay open. */
  onSubmit: (text: string) => Promise<boolean>;
}

/**
 * The confirmation of a decision that needs a text: a rejection's reason, a reply to a feedback.
 * The text is checked by the domain's rule before anything is sent (its message under the box,
 * the box focused); cancel is focused first and focus returns to the button that opened it.
 */
export function ReasonDialog({
  isOpen,
  onOpenChange,
  title,
  summary,
  label,
  description,
  confirmLabel,
  validate,
  maxLength,
  isDestructive = true,
  isSending,
  onSubmit,
}: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [validation, setValidation] = useState<ValidationResult>(VALID);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    setText('');
    setValidation(VALID);
  }, [isOpen]);

  const send = async () => {
    const result = validate(text);
    setValidation(result);
    if (!result.ok) {
      box.current?.querySelector('textarea')?.focus();
      return false;
    }
    return onSubmit(text.trim());
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      confirmLabel={confirmLabel}
      isDestructive={isDestructive}
      isSending={isSending}
      onSubmit={send}
      fieldsRef={box}
    >
      {summary}
      <TextAreaField
        label={label}
        name="reason"
        value={text}
        onChange={(value) => {
          setText(value);
          if (!validation.ok) setValidation(VALID);
        }}
        description={description}
        validation={validation}
        maxLength={maxLength}
        rows={3}
      />
    </FormDialog>
  );
}
