import { Button, Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

/**
 * The banners, then their controls in a row under them: the dots never cover a banner's picture
 * or its text, and stay legible on the page's background whatever the picture's colours.
 */
export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  & > [data-part='track'] {
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scroll-behavior: smooth;
    scrollbar-width: none;
    border-radius: ${vars.radius.lg};
  }
  & > [data-part='track']::-webkit-scrollbar {
    display: none;
  }
  & [data-part='slide'] {
    flex: 0 0 100%;
    scroll-snap-align: start;
  }
  & > [data-part='controls'] {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[1]};
    min-height: ${vars.size.control.sm};
  }
  & > [data-part='controls'] > [data-part='toggle'] {
    position: absolute;
    inset-inline-end: ${vars.space[3]};
  }
`;

export const SlideLink = styled(Link)`
  display: block;
  outline: none;

  &[data-focus-visible] {
    outline: 3px solid ${vars.color.borderFocus};
    outline-offset: -3px;
  }
`;

export const Dot = styled(Button)`
  width: ${vars.space[4]};
  height: ${vars.space[4]};
  padding: ${vars.space[1]};
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 100%;
    height: 100%;
    border-radius: ${vars.radius.full};
    background: ${vars.color.borderStrong};
  }
  &[aria-current='true']::before {
    background: ${vars.color.bgFillBrand};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    border-radius: ${vars.radius.full};
  }
`;
