import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateView, viewStateOf } from '@bazaar/ui';
import { Page } from './page.js';

/** Props of {@link ReadPage}. */
export interface ReadPageProps<T = unknown> {
  /** The page title, already translated. */
  title: string;
  /** The id the address names, null when it names none (the failed view, without Retry). */
  id: number | null;
  /** The read of what the id names (an SWR result). */
  read: { readonly data?: T; readonly error?: unknown; mutate(): unknown };
  /** The skeleton shapes while it loads. */
  skeleton: ReactNode;
  /** Why nothing is shown when the read failed or no id was given, already translated. */
  failedMessage: string;
  /** The way back under the failed view (the list it belongs to). */
  back: ReactNode;
  /** Popups of the content's actions, rendered once beside it. */
  overlays?: ReactNode;
  /** The content once read; called only then, with what was read. */
  children: (data: T) => ReactNode;
  /** The page frame around it (the operator's console frame). @default the app's `Page` */
  frame?: ComponentType<{ title: string; children?: ReactNode }>;
}

/**
 * A page that shows one thing the address names by id (an order, a refund): loading, failed (with
 * Retry and the way back) or ready, through the ui's `StateView`.
 */
export function ReadPage<T>({
  title,
  id,
  read,
  skeleton,
  failedMessage,
  back,
  overlays,
  children,
  frame: Frame = Page,
}: ReadPageProps<T>) {
  const { t } = useTranslation();
  return (
    <Frame title={title}>
      <StateView
        state={id ? viewStateOf(read) : 'failed'}
        loadingLabel={t('common:status.loading')}
        skeleton={skeleton}
        failedMessage={failedMessage}
        onRetry={id ? () => void read.mutate() : undefined}
        failedAction={back}
      >
        {/* Called only in the ready state, that is once the data is there. */}
        {() => children(read.data as T)}
      </StateView>
      {overlays}
    </Frame>
  );
}
