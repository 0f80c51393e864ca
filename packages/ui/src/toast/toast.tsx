import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { UNSTABLE_ToastContent as ToastContentSlot, Text } from 'react-aria-components';
import { Icon } from '../icon/icon.js';
import {
  createToastQueue,
  showToast,
  type ShowToastOptions,
  type ToastContent,
  type UIToastQueue,
} from './toast-queue.js';
import { ActionButton, Item, Region } from './toast.styles.js';

const ToastQueueContext = createContext<UIToastQueue | null>(null);

/** Props of `ToastProvider`. */
export interface ToastProviderProps {
  /** The queue to show; create it with `createToastQueue()` to add toasts from outside React. */
  queue?: UIToastQueue;
  /** Content. */
  children: ReactNode;
}

/**
 * Shows the toasts of a queue in the middle of the screen above every popup, one at a time, each
 * for 2000 ms (a toast with an action as long as its `timeout`), with its action's button. Screen
 * readers hear them through react-aria's toast region. `UIProvider` renders one.
 */
export function ToastProvider({ queue, children }: ToastProviderProps) {
  const ownQueue = useMemo(() => queue ?? createToastQueue(), [queue]);
  return (
    <ToastQueueContext.Provider value={ownQueue}>
      {children}
      <Region queue={ownQueue}>
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
                  ownQueue.close(toast.key);
                }}
              >
                {toast.content.action.label}
              </ActionButton>
            ) : null}
          </Item>
        )}
      </Region>
    </ToastQueueContext.Provider>
  );
}

/** What `useToast` returns. */
export interface ToastApi {
  /** Shows a toast for 2000 ms (or `options.timeout`); returns its key. */
  show(content: ToastContent | string, options?: ShowToastOptions): string;
  /** Closes a toast by key. */
  close(key: string): void;
}

/** Shows toasts on the nearest `ToastProvider`'s queue. */
export function useToast(): ToastApi {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToast needs a ToastProvider (UIProvider renders one).');
  return useMemo(
    () => ({
      show: (content, options) =>
        showToast(queue, typeof content === 'string' ? { message: content } : content, options),
      close: (key) => queue.close(key),
    }),
    [queue],
  );
}
