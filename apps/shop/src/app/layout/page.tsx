import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavBar, PageContainer, useLayout } from '@bazaar/ui';
import { useHeadTitle } from '../ssr/head.js';
import { FillFrame, PageBody, PageHeading } from './shell.styles.js';
import { useVisualViewportHeight } from './use-visual-viewport-height.js';

/** Props of {@link Page}. */
export interface PageProps {
  /** The page title, already translated: the `h1`, the mobile nav bar and the document title. */
  title: string;
  /**
   * Show the back button in the mobile nav bar. @default true; the four tab roots (home,
   * categories, cart, user centre) pass false
   */
  showBack?: boolean;
  /** Controls at the end of the nav bar (mobile) or of the heading row (desktop). */
  actions?: ReactNode;
  /** Keep the desktop heading for screen readers only (the home page). @default false */
  hideDesktopTitle?: boolean;
  /**
   * The screen fills the window on mobile (a conversation): the nav bar at the top, the content
   * taking the rest of the visible height (above the on-screen keyboard), with no page scroll;
   * the content scrolls inside itself. @default false
   */
  fill?: boolean;
  /** The screen's content. */
  children?: ReactNode;
}

/**
 * The frame of every screen, in both layouts. Mobile: the nav bar (`NavBar` of `@bazaar/ui`) with
 * back, the title and actions. Desktop: the page width container with the title as a heading. Screens render their
 * content as children and never draw their own title bar.
 */
export function Page({
  title,
  showBack = true,
  actions,
  hideDesktopTitle = false,
  fill = false,
  children,
}: PageProps) {
  const layout = useLayout();
  const navigate = useNavigate();
  const location = useLocation();

  useHeadTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (layout === 'mobile') {
    // The first page of a visit has no history entry of ours to go back to: back goes home.
    const back = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
    const bar = <NavBar title={title} onBack={showBack ? back : undefined} end={actions} />;
    if (fill) {
      return (
        <FillScreen>
          {bar}
          <PageBody data-fill="">{children}</PageBody>
        </FillScreen>
      );
    }
    return (
      <>
        {bar}
        <PageBody>{children}</PageBody>
      </>
    );
  }

  return (
    <PageContainer>
      <PageHeading data-hidden={hideDesktopTitle || undefined}>
        <h1 tabIndex={-1}>{title}</h1>
        {actions ? <div>{actions}</div> : null}
      </PageHeading>
      {children}
    </PageContainer>
  );
}

/**
 * The mobile frame of a `fill` page: exactly the visible height (the visual viewport's where the
 * browser reports it, else `100dvh`), so the content's end (a composer) sits above the keyboard.
 */
function FillScreen({ children }: { children: ReactNode }) {
  const height = useVisualViewportHeight();
  return (
    <FillFrame
      style={height === undefined ? undefined : { ['--visible-height' as string]: `${height}px` }}
    >
      {children}
    </FillFrame>
  );
}
