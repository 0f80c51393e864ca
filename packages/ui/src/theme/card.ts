import { css } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

/** The white rounded surface of cards. */
export const cardSurface = css`
  position: relative;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bgSurface};
`;

/**
 * Makes a card's title link cover the whole card (the "stretched link"), so the card is one tap
 * target while buttons inside stay separate, above the link.
 */
export const stretchedLink = css`
  color: inherit;
  text-decoration: none;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 0;
    border-radius: inherit;
  }
  &[data-focus-visible]::after {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
`;
