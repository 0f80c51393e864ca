import { css } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

/** The keyboard focus ring, on `[data-focus-visible]` (react-aria sets it for keyboard focus only). */
export const focusRing = css`
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Cuts text to a number of lines with an ellipsis (`--line-clamp`, default 1). */
export const lineClamp = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: var(--line-clamp, 1);
  overflow: hidden;
  overflow-wrap: anywhere;
`;
