export { AppShell, PageContainer, ResponsiveGrid, Stack } from './layout.js';
export type {
  AppShellProps,
  PageContainerProps,
  ResponsiveGridProps,
  SpaceStep,
  StackProps,
} from './layout.js';
export { LayoutContext, useLayout, useWindowLayout } from './layout-context.js';
export { useMediaQuery, usePrefersReducedMotion } from './use-media-query.js';
