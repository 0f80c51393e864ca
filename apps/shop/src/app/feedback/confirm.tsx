import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmDialog as ConfirmDialogView } from './confirm-dialog.js';

/** The dialog once its chunk has loaded: drawn at once from then on, without suspending. */
let loadedDialog: typeof ConfirmDialogView | undefined;

/**
 * Loads the confirmation dialog's chunk. `ConfirmProvider` loads it with the first question;
 * tests load it first.
 */
export function loadConfirmDialog(): Promise<typeof ConfirmDialogView> {
  return import('./confirm-dialog.js').then((module) => (loadedDialog = module.ConfirmDialog));
}

const LazyDialog = lazy(() => loadConfirmDialog().then((dialog) => ({ default: dialog })));

/** What to ask in a confirmation. */
export interface ConfirmRequest {
  /** The question, already translated (`t('common:confirm.cancel_order')`). */
  message: string;
  /** Facts the answer depends on, one line each, already translated (a list under the question). */
  details?: readonly string[];
  /** The title. @default t('common:confirm.title') */
  title?: string;
  /** The confirm button's label, saying what it does ("Cancel order"). @default `ui:dialog.confirm` */
  confirmLabel?: string;
  /** The cancel button's label, saying what it keeps ("Keep order"). @default `ui:dialog.cancel` */
  cancelLabel?: string;
  /** Style the confirm button as destructive (delete, sign out). @default false */
  isDestructive?: boolean;
}

/** Asks a question and resolves with true when confirmed, false when cancelled or closed. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

type OpenRequest = ConfirmRequest & { resolve: (confirmed: boolean) => void };

/**
 * Renders the one confirmation dialog of the app (`ConfirmDialog` of `@bazaar/ui`: cancel focused
 * first, closes on the browser's back, focus returns to the control that opened it), loaded with
 * the first question.
 */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const pending = useRef<OpenRequest | null>(null);
  // Chosen once: switching the component later would draw the dialog anew.
  const [ConfirmDialog] = useState(() => loadedDialog ?? LazyDialog);
  const [asked, setAsked] = useState(false);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        // A new question replaces an unanswered one, which counts as cancelled.
        pending.current?.resolve(false);
        pending.current = { ...next, resolve };
        setAsked(true);
        setRequest(pending.current);
      }),
    [],
  );

  const settle = (confirmed: boolean) => {
    pending.current?.resolve(confirmed);
    pending.current = null;
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen={request !== null}
            onOpenChange={(isOpen) => {
              if (!isOpen) settle(false);
            }}
            title={request?.title ?? t('common:confirm.title')}
            confirmLabel={request?.confirmLabel}
            cancelLabel={request?.cancelLabel}
            isDestructive={request?.isDestructive}
            onConfirm={() => settle(true)}
          >
            {request?.message}
            {request?.details && request.details.length > 0 ? (
              <ul>
                {request.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/**
 * The confirmation of spec section 8 before an action that changes something:
 * `if (await confirm({ message: t('common:confirm.cancel_order') })) cancel()`.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it.');
  return confirm;
}
