import type { HTMLAttributes, ReactNode } from 'react';
import { vars } from '../tokens/css-variables.js';
import type { tokens } from '../tokens/tokens.js';
import { Container, GridRoot, Shell, StackRoot } from './layout.styles.js';

/** Props of `AppShell`. */
export interface AppShellProps {
  /** Desktop header (`Header`) or mobile navigation bar (`NavBar`), kept at the top. */
  top?: ReactNode;
  /** Desktop side navigation (`SideNav`); placed beside the content on desktop only. */
  side?: ReactNode;
  /** Mobile bottom tab bar (`BottomTabBar`), kept at the bottom. */
  bottom?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The page frame. The same component serves both layouts: on mobile the areas stack (top, page,
 * bottom); under `:root[data-layout='desktop']` the side area sits beside the page. The app passes
 * the slots that belong to the current layout (`useLayout()`).
 */
export function AppShell({ top, side, bottom, children }: AppShellProps) {
  return (
    <Shell>
      {top ? <div data-slot="top">{top}</div> : null}
      {side ? <div data-slot="side">{side}</div> : null}
      <main data-slot="main">{children}</main>
      {bottom ? <div data-slot="bottom">{bottom}</div> : null}
    </Shell>
  );
}

/** Props of `PageContainer`. */
export interface PageContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Content. */
  children: ReactNode;
}

/** Centres content at the layout's page width with the layout's gutter. */
export function PageContainer(props: PageContainerProps) {
  return <Container {...props} />;
}

/** A step of the spacing scale. */
export type SpaceStep = keyof typeof tokens.space;

/** Props of `Stack`. */
export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Gap between children, a step of the spacing scale. @default 4 */
  gap?: SpaceStep;
  /** Direction of the stack. @default 'column' */
  direction?: 'column' | 'row';
  /** Content. */
  children: ReactNode;
}

/** Lays children out in a column or a wrapping row with a token gap. */
export function Stack({ gap = 4, direction = 'column', ...rest }: StackProps) {
  return <StackRoot data-direction={direction} $stackGap={vars.space[gap]} {...rest} />;
}

/** Props of `ResponsiveGrid`. */
export interface ResponsiveGridProps extends HTMLAttributes<HTMLDivElement> {
  /** Column count; by default the layout's (`--layout-grid-columns`: 2 on mobile, 5 on desktop). */
  columns?: number;
  /** Content. */
  children: ReactNode;
}

/** A grid whose column count comes from the layout variables. */
export function ResponsiveGrid({ columns, ...rest }: ResponsiveGridProps) {
  return <GridRoot $gridColumns={columns} {...rest} />;
}
