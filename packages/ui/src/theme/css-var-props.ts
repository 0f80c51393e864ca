import type { CSSProperties } from 'react';

/**
 * The `style` of a styled part from its `$`-prefixed props: each becomes a CSS custom property
 * (`$stackGap` → `--stack-gap`), so per-instance values never generate new CSS classes and never
 * reach the DOM as attributes. Use it as `styled.div.attrs<{ $stackGap: string }>(cssVarStyle)`.
 */
export function cssVarStyle<P extends object>(props: P): { style: CSSProperties } {
  const style: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key.startsWith('$') && value !== undefined && value !== null) {
      style[`--${key.slice(1).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
    }
  }
  const own = (props as { style?: unknown }).style;
  return { style: { ...style, ...(typeof own === 'object' ? own : {}) } as CSSProperties };
}
