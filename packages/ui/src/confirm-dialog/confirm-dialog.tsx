import { Dialog, type DialogProps } from '../dialog/dialog.js';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps extends Omit<
  DialogProps,
  'showCancel' | 'showConfirm' | 'role' | 'onConfirm'
> {
  /** Called when the user confirms; return `false` to keep the dialog open. */
  onConfirm: () => void | boolean | Promise<void | boolean>;
}

/**
 * Asks before an action that changes something (cancel the order, confirm receipt, delete the
 * address, sign out...): a `Dialog` with cancel and confirm, as an `alertdialog`. Cancel has
 * focus first, so Enter never confirms by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <Dialog {...props} showCancel showConfirm role="alertdialog" />;
}
