import type { ReactNode } from 'react';
import { DIALOG_DEFAULTS } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { useLayer } from '../overlay/layer.js';
import { Backdrop, Panel } from '../overlay/overlay.styles.js';
import { useCloseOnBack } from '../overlay/use-close-on-back.js';
import { Actions, Content, Message, Title } from './dialog.styles.js';

/** Props of `Dialog`. */
export interface DialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the dialog closes (a button, Escape, the browser's back). */
  onOpenChange: (isOpen: boolean) => void;
  /** The title, already translated; it names the dialog. */
  title: string;
  /** The message or content. */
  children?: ReactNode;
  /** Show a cancel button. @default false (spec section 9) */
  showCancel?: boolean;
  /** Show the confirm button. @default true (spec section 9) */
  showConfirm?: boolean;
  /** Dim the page behind. @default true (spec section 9) */
  overlay?: boolean;
  /** Close on the browser's back. @default true (spec section 9) */
  closeOnBack?: boolean;
  /** Close when the overlay is tapped. @default false (spec section 9) */
  closeOnOverlayClick?: boolean;
  /** Confirm button label. @default t('ui:dialog.confirm') */
  confirmLabel?: string;
  /** Cancel button label. @default t('ui:dialog.cancel') */
  cancelLabel?: string;
  /** Style the confirm button as destructive. @default false */
  isDestructive?: boolean;
  /** Busy confirm button while the confirmed action runs; the dialog stays open. @default false */
  isConfirmLoading?: boolean;
  /**
   * Called on confirm. The dialog closes afterwards unless the handler returns `false` or a
   * promise of `false` (keep it open, for example to show an error).
   */
  onConfirm?: () => void | boolean | Promise<void | boolean>;
  /** Called on cancel, before closing. */
  onCancel?: () => void;
  /**
   * `alertdialog` for a question that interrupts (confirmations), `dialog` for information.
   * @default 'alertdialog'
   */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A centred modal dialog with the spec's defaults: no cancel button, a confirm button, an overlay,
 * closed by the browser's back and not by a tap on the overlay. Focus is trapped and returns to
 * the trigger (react-aria); the panel carries `data-state="open"`.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  showCancel = DIALOG_DEFAULTS.showCancel,
  showConfirm = DIALOG_DEFAULTS.showConfirm,
  overlay = DIALOG_DEFAULTS.overlay,
  closeOnBack = DIALOG_DEFAULTS.closeOnPopState,
  closeOnOverlayClick = DIALOG_DEFAULTS.closeOnOverlayClick,
  confirmLabel,
  cancelLabel,
  isDestructive = false,
  isConfirmLoading = false,
  onConfirm,
  onCancel,
  role = 'alertdialog',
}: DialogProps) {
  const { t } = useTranslation('ui');
  const layer = useLayer(isOpen);
  const close = () => onOpenChange(false);
  useCloseOnBack(isOpen, close, closeOnBack);

  const confirm = async () => {
    const result = await onConfirm?.();
    if (result !== false) close();
  };
  const cancel = () => {
    onCancel?.();
    close();
  };

  return (
    <Backdrop
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={closeOnOverlayClick}
      data-position="center"
      data-overlay={overlay}
      style={{ zIndex: layer }}
    >
      <Panel data-position="center" data-state={isOpen ? 'open' : 'closed'}>
        <Content role={role}>
          <Title slot="title">{title}</Title>
          {children ? <Message tabIndex={0}>{children}</Message> : null}
          {showCancel || showConfirm ? (
            <Actions>
              {showCancel ? (
                <Button variant="outline" onPress={cancel} autoFocus>
                  {cancelLabel ?? t('dialog.cancel')}
                </Button>
              ) : null}
              {showConfirm ? (
                <Button
                  variant={isDestructive ? 'danger' : 'primary'}
                  isLoading={isConfirmLoading}
                  onPress={confirm}
                  autoFocus={!showCancel}
                >
                  {confirmLabel ?? t('dialog.confirm')}
                </Button>
              ) : null}
            </Actions>
          ) : null}
        </Content>
      </Panel>
    </Backdrop>
  );
}
