import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Block, Group, Hidden } from './skeleton.styles.js';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** `text` is a line of text, `circle` an avatar, `block` a picture or card. @default 'block' */
  shape?: 'block' | 'text' | 'circle';
  /** Width, a CSS length. @default '100%' (circles: the height) */
  width?: string;
  /** Height, a CSS length. */
  height?: string;
}

/** A grey placeholder shape that shimmers while content loads (still under reduced motion). */
export function Skeleton({ shape = 'block', width, height }: SkeletonProps) {
  return (
    <Block
      data-shape={shape}
      $skeletonWidth={width ?? (shape === 'circle' ? height : undefined)}
      $skeletonHeight={height}
      aria-hidden="true"
    />
  );
}

/** Props of `SkeletonGroup`. */
export interface SkeletonGroupProps {
  /** The skeleton shapes. */
  children: ReactNode;
  /** What is loading, for screen readers. @default t('ui:status.loading') */
  label?: string;
}

/** Groups skeletons as one busy region that screen readers announce as loading. */
export function SkeletonGroup({ children, label }: SkeletonGroupProps) {
  const { t } = useTranslation('ui');
  return (
    <Group role="status" aria-busy="true">
      <Hidden>{label ?? t('status.loading')}</Hidden>
      {children}
    </Group>
  );
}
