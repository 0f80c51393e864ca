import { UNSTABLE_ToastContent as ToastContentSlot, Text } from 'react-aria-components';
import { Icon } from '../icon/icon.js';
import type { UIToastQueue } from './toast-queue.js';
import { ActionButton, Item, Region } from './toast.styles.js';

/** Props of `ToastRegionView`. */
export interface ToastRegionViewProps {
  /** The queue whose toasts it shows. */
  queue: UIToastQueue;
}

/**
 * The toasts of a queue in the middle of the screen, one at a time, with their action's button,
 * in react-aria's toast region (a landmark screen readers hear). Its own chunk: `ToastProvider`
 * loads it with the first toast, so a page that shows none never downloads react-aria's toasts.
 */
export function ToastRegionView({ queue }: ToastRegionViewProps) {
  return (
    <Region queue={queue}>
      {({ toast }) => (
        <Item toast={toast} data-tone={toast.content.tone ?? 'neutral'}>
          {toast.content.tone === 'success' ? <Icon name="checkCircle" /> : null}
          {toast.content.tone === 'critical' ? <Icon name="alert" /> : null}
          <ToastContentSlot>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContentSlot>
          {toast.content.action ? (
            <ActionButton
              // Not the toast's close slot: the button has a name and an action of its own.
              slot={null}
              onPress={() => {
                toast.content.action?.onAction();
                queue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </ActionButton>
          ) : null}
        </Item>
      )}
    </Region>
  );
}
