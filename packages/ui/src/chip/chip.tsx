import type { ReactNode } from 'react';
import { Root } from './chip.styles.js';

/** The colour family of a chip. `grey` is neutral. */
export type ChipTone = 'grey' | 'orange' | 'green' | 'red' | 'blue' | 'brand';

/** Props of `Chip`. */
export interface ChipProps {
  /** The label, already translated. */
  children: ReactNode;
  /** The colour family; status chips take it from a domain rule. @default 'grey' */
  tone?: ChipTone;
  /** `filled` on a tinted background; `text` as coloured text only. @default 'filled' */
  variant?: 'filled' | 'text';
}

/** A short status label (`data-tone`, `data-variant`). */
export function Chip({ children, tone = 'grey', variant = 'filled' }: ChipProps) {
  return (
    <Root data-tone={tone} data-variant={variant}>
      {children}
    </Root>
  );
}
