import { Button, Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${vars.radius.lg};

  & > [data-part='track'] {
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scroll-behavior: smooth;
    scrollbar-width: none;
  }
  & > [data-part='track']::-webkit-scrollbar {
    display: none;
  }
  & [data-part='slide'] {
    flex: 0 0 100%;
    scroll-snap-align: start;
  }
  & > [data-part='controls'] {
    position: absolute;
    inset-inline: 0;
    bottom: ${vars.space[2]};
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[1]};
  }
  & > [data-part='controls'] > [data-part='toggle'] {
    position: absolute;
    inset-inline-end: ${vars.space[2]};
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
    background: rgba(255, 255, 255, 0.6);
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.25);
  }
  &[aria-current='true']::before {
    background: ${vars.color.bgSurface};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    border-radius: ${vars.radius.full};
  }
`;
