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

/**
 * A link that acts as a button, drawn as the outline button (a pill with a strong border on the
 * surface): "Go shopping" under an empty list, a goods page's "Visit the shop". Sizes are the user's.
 */
export const outlineButtonLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgSurface};
  color: ${vars.color.text};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;
  &:hover {
    background: ${vars.color.bgSurfaceHover};
  }
`;

/**
 * The surface of a panel or a record card: a white band across the phone, a rounded card with
 * its shadow on desktop.
 */
export const panelSurface = css`
  padding: ${vars.space[5]} ${vars.layout.gutter};
  background: ${vars.color.bgSurface};

  :root[data-layout='desktop'] & {
    padding: ${vars.space[6]};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.card};
  }
`;

/**
 * The page's side margin on a phone, none on desktop (where the page container has its own): a
 * section of a screen whose text would otherwise touch the phone's edges.
 */
export const phoneGutter = css`
  padding-inline: ${vars.layout.gutter};

  :root[data-layout='desktop'] & {
    padding-inline: 0;
  }
`;

/**
 * A table of records (a row per SKU, per currency): full width, a line under each cell, headings
 * in the secondary colour. The cells' padding is `--cell-padding` (default space 3 by space 4).
 */
export const dataTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.md};

  & th,
  & td {
    padding: var(--cell-padding, ${vars.space[3]} ${vars.space[4]});
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
  }
  & thead th {
    color: ${vars.color.textSecondary};
    font-weight: ${vars.fontWeight.medium};
  }
`;
