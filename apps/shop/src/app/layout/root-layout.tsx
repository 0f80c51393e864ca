import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useNavigationType,
} from 'react-router-dom';
import { ContentAnchor, ProgressTrack, SkipLink, VisuallyHidden } from './shell.styles.js';

/** The id of the element the skip link jumps to. */
export const CONTENT_ID = 'content';

/** A thin bar (and a screen-reader status) while the next screen's code or data loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <ProgressTrack>
      <VisuallyHidden role="status">{t('common:status.loading')}</VisuallyHidden>
    </ProgressTrack>
  );
}

/** The current screen, and focus on its heading after each navigation (not on the first page). */
export function ScreenOutlet() {
  const content = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A page that replaces its own address (a tab kept in the path, as arrow keys move between
    // tabs) keeps focus on the control still in it; a control that left with the old page does not.
    const active = document.activeElement;
    if (
      navigationType === 'REPLACE' &&
      active !== content.current &&
      content.current?.contains(active)
    ) {
      return;
    }
    const heading = content.current?.querySelector<HTMLElement>('h1');
    // A heading is not focusable by itself: -1 lets a script focus it without adding a tab stop.
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? content.current)?.focus({ preventScroll: true });
  }, [key, navigationType]);
  return (
    <ContentAnchor id={CONTENT_ID} ref={content} tabIndex={-1}>
      <Outlet />
    </ContentAnchor>
  );
}

/**
 * What both layouts' shells share around their frame: the skip link, the loading bar and scroll
 * restoration. The frame puts a {@link ScreenOutlet} where the screen goes.
 */
export function RootChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href={`#${CONTENT_ID}`}>{t('shop:layout.skip_to_content')}</SkipLink>
      <NavigationProgress />
      {children}
      <ScrollRestoration />
    </>
  );
}
