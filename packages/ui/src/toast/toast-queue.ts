import { TOAST_DURATION_MS } from '@bazaar/domain';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** The tone of a toast. */
export type ToastTone = 'neutral' | 'success' | 'critical';

/** A button on a toast (undo a deletion): it runs, then the toast closes. */
export interface ToastAction {
  /** The button's label, already translated (`t('common:action.undo')`). */
  label: string;
  /** What the button does. */
  onAction: () => void;
}

/** What a toast shows: an already translated message, and at most one action. */
export interface ToastContent {
  /** The message, already translated (a server `msg`, or `t('...')` of the caller). */
  message: string;
  /** Tone, shown by an icon. @default 'neutral' */
  tone?: ToastTone;
  /**
   * A button on the toast. Give such a toast a longer `timeout` (the domain's
   * `ACTION_TOAST_DURATION_MS`); its timer pauses while it is hovered or focused.
   */
  action?: ToastAction;
}

/** The queue toasts go through; one per app, passed to `UIProvider`. */
export type UIToastQueue = ToastQueue<ToastContent>;

/** Options of `showToast`. */
export interface ShowToastOptions {
  /** Time before the toast closes by itself. @default the domain's TOAST_DURATION_MS (2000) */
  timeout?: number;
  /** Called when the toast has closed. */
  onClose?: () => void;
}

/** A new toast queue; it shows one toast at a time. */
export function createToastQueue(): UIToastQueue {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });
}

/**
 * Shows a toast for 2000 ms and returns its key (for `queue.close(key)`). A toast covers the middle
 * of the screen, so a new one replaces the one showing, like a mobile toast, rather than waiting.
 */
export function showToast(
  queue: UIToastQueue,
  content: ToastContent,
  options: ShowToastOptions = {},
): string {
  for (const shown of queue.visibleToasts) queue.close(shown.key);
  return queue.add(content, {
    timeout: options.timeout ?? TOAST_DURATION_MS,
    onClose: options.onClose,
  });
}
