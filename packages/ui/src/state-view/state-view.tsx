import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton.js';
import { Failed, Lines } from './state-view.styles.js';

/** Where a read stands: still loading, failed, or ready to show. */
export type ViewState = 'loading' | 'failed' | 'ready';

/**
 * The state of a read (an SWR result): ready once it has data (kept data stays shown when a later
 * read fails), failed when it has an error and no data, loading otherwise.
 */
export function viewStateOf(read: {
  readonly data?: unknown;
  readonly error?: unknown;
}): ViewState {
  if (read.data !== undefined) return 'ready';
  return read.error ? 'failed' : 'loading';
}

/** Props of `StateView`. */
export interface StateViewProps {
  /** Which view to show. */
  state: ViewState;
  /** The content once ready; a function is called only then (so it may read the data). */
  children?: ReactNode | (() => ReactNode);
  /** The skeleton shapes while loading. @default three lines of text */
  skeleton?: ReactNode;
  /** What is loading, for screen readers. @default t('ui:status.loading') */
  loadingLabel?: string;
  /** Why nothing is shown, already translated. @default t('ui:status.failed') */
  failedMessage?: string;
  /** Loads again; without it the failed view offers no retry (an address without an id). */
  onRetry?: () => void;
  /** A way elsewhere under the retry (back to the list). */
  failedAction?: ReactNode;
}

/**
 * One named view per state of a read: a skeleton announced as loading, an alert with a Retry
 * button when it failed, the content when ready.
 */
export function StateView({
  state,
  children,
  skeleton,
  loadingLabel,
  failedMessage,
  onRetry,
  failedAction,
}: StateViewProps) {
  const { t } = useTranslation('ui');
  switch (state) {
    case 'loading':
      return (
        <SkeletonGroup label={loadingLabel}>
          {skeleton ?? (
            <Lines>
              <Skeleton shape="text" width="60%" />
              <Skeleton shape="text" />
              <Skeleton shape="text" width="80%" />
            </Lines>
          )}
        </SkeletonGroup>
      );
    case 'failed':
      return (
        <Failed role="alert" data-state="failed">
          <p>{failedMessage ?? t('status.failed')}</p>
          {onRetry ? (
            <Button variant="outline" onPress={onRetry}>
              {t('status.retry')}
            </Button>
          ) : null}
          {failedAction}
        </Failed>
      );
    case 'ready':
      return <>{typeof children === 'function' ? children() : children}</>;
    default:
      return state satisfies never;
  }
}
