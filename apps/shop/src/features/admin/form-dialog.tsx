import type { ReactNode, Ref } from 'react';
import { VALID, type ValidationResult } from '@bazaar/domain';
import { Dialog } from '@bazaar/ui';
import { FormFields } from './admin.styles.js';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when it closes (cancel, Escape, the browser's back, after saving). */
  onOpenChange: (isOpen: boolean) => void;
  /** The title, already translated; it names the dialog. */
  title: string;
  /** The save button's label, already translated. */
  confirmLabel: string;
  /** Style the save button as destructive (a rejection). @default false */
  isDestructive?: boolean;
  /** The form is being saved: the save button is busy. */
  isSending: boolean;
  /** Checks and saves; resolves true when saved (the dialog closes), false to stay open. */
  onSubmit: () => Promise<boolean>;
  /** The fields. */
  children: ReactNode;
  /** The fields' container, to focus the field a refusal concerns (`focusNamed`). */
  fieldsRef?: Ref<HTMLDivElement>;
}

/**
 * A small form in a dialog (a category, a banner, a currency): cancel focused first, the save
 * button busy while saving, the dialog open until the save succeeded; focus returns to the button
 * that opened it.
 */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  confirmLabel,
  isDestructive,
  isSending,
  onSubmit,
  children,
  fieldsRef,
}: FormDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="dialog"
      showCancel
      confirmLabel={confirmLabel}
      isDestructive={isDestructive}
      isConfirmLoading={isSending}
      onConfirm={onSubmit}
    >
      <FormFields ref={fieldsRef}>{children}</FormFields>
    </Dialog>
  );
}

/** A refusal of the domain's rule when it concerns `field`, else valid (for a field's message). */
export function fieldResult(result: ValidationResult, field: string): ValidationResult {
  return !result.ok && result.field === field ? result : VALID;
}

/** Focuses the control named `field` inside `root` (the field a refusal concerns), if any. */
export function focusNamed(root: ParentNode | null | undefined, field: string | undefined): void {
  if (!root || !field) return;
  const control = root.querySelector<HTMLElement>(`[name="${field}"]`);
  control?.focus();
}
