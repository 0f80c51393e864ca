import { Root } from './brand-mark.styles.js';

/** Props of `BrandMark`. */
export interface BrandMarkProps {
  /** The brand's name, written beside the mark. @default 'Bazaar' */
  name?: string;
  /** `md` for headers, `lg` for the login and welcome screens. @default 'md' */
  size?: 'md' | 'lg';
  /** Show the mark alone (the name is then read by screen readers only). @default false */
  markOnly?: boolean;
}

/**
 * The brand: a shopping-bag mark in the brand red and the name beside it, drawn as vector art so it
 * is sharp at every size. Put it inside a link to the home page; the mark itself is decorative.
 */
export function BrandMark({ name = 'Bazaar', size = 'md', markOnly = false }: BrandMarkProps) {
  return (
    <Root data-size={size} data-mark-only={markOnly || undefined}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="3" y="9" width="26" height="21" rx="5" fill="currentColor" />
        <path
          d="M10.5 12V8.5a5.5 5.5 0 0 1 11 0V12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <path
          d="M12.2 15.2h5.2a3.1 3.1 0 0 1 0 6.2h-5.2zm0 6.2h6.1a3.3 3.3 0 0 1 0 6.6h-6.1z"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
      <span data-part="name">{name}</span>
    </Root>
  );
}
