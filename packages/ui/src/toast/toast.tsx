import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  createToastQueue,
  showToast,
  type ShowToastOptions,
  type ToastContent,
  type UIToastQueue,
} from './toast-queue.js';
import type { ToastRegionView } from './toast-region.js';

const ToastQueueContext = createContext<UIToastQueue | null>(null);

/** The region once its chunk has loaded: drawn at once from then on, without suspending. */
let loadedRegion: typeof ToastRegionView | undefined;

/**
 * Loads the toast region's chunk (react-aria's toast region, landmark and toast hooks). A
 * `ToastProvider` loads it with its first toast; tests load it first to show toasts synchronously.
 */
export function loadToastRegion(): Promise<typeof ToastRegionView> {
  return import('./toast-region.js').then((module) => (loadedRegion = module.ToastRegionView));
}

const LazyRegion = lazy(() => loadToastRegion().then((region) => ({ default: region })));

/** True from the queue's first toast on (the region stays drawn once it has been needed). */
function useToastsSeen(queue: UIToastQueue): boolean {
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const showing = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const [seen, setSeen] = useState(showing);
  if (showing && !seen) setSeen(true);
  return seen || showing;
}

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
 * readers hear them through react-aria's toast region, which loads with the first toast (its own
 * chunk: a page that shows no toast never downloads it). `UIProvider` renders one.
 */
export function ToastProvider({ queue, children }: ToastProviderProps) {
  const ownQueue = useMemo(() => queue ?? createToastQueue(), [queue]);
  const seen = useToastsSeen(ownQueue);
  // Chosen once: switching the component later would draw the region anew.
  const [Region] = useState(() => loadedRegion ?? LazyRegion);
  return (
    <ToastQueueContext.Provider value={ownQueue}>
      {children}
      {seen ? (
        <Suspense fallback={null}>
          <Region queue={ownQueue} />
        </Suspense>
      ) : null}
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
