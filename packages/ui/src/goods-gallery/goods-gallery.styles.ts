import { Button } from 'react-aria-components';
import { styled } from 'styled-components';
import { remCss as rem } from '@bazaar/domain';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;

  &[data-layout='desktop'] {
    width: 100%;
    max-width: ${rem(560)};
  }

  & [data-part='thumbs'] {
    display: flex;
    gap: ${vars.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  & [data-part='thumbs'] > li {
    flex: 0 0 ${rem(64)};
  }
`;

/** The main picture; the button over it opens the viewer; it zooms where the mouse points. */
export const Main = styled.div`
  position: relative;
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.bgSurface};

  & > [data-part='zoom'] {
    position: absolute;
    inset: 0;
    display: none;
    overflow: hidden;
    background: ${vars.color.bgSurface};
    pointer-events: none;
  }
  &[data-zoomed] > [data-part='zoom'] {
    display: block;
  }
  & > [data-part='zoom'][data-state='loading'] {
    opacity: 0;
  }
  & > [data-part='zoom'] > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transform: scale(2);
    transform-origin: var(--zoom-x, 50%) var(--zoom-y, 50%);
  }
`;

/** A transparent button over a picture: opens the viewer at it. */
export const OpenButton = styled(Button)`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: zoom-in;
  -webkit-tap-highlight-color: transparent;

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
`;

export const Thumb = styled(Button)`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${vars.radius.sm};
  overflow: hidden;
  background: ${vars.color.bgSurface};
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    border-color: ${vars.color.borderStrong};
  }
  &[aria-current='true'] {
    border-color: ${vars.color.borderBrand};
  }
`;

/** The phone's strip: one picture a screen, swiped with scroll snapping. */
export const Strip = styled.div`
  position: relative;

  & [data-part='track'] {
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    overscroll-behavior-x: contain;
  }
  & [data-part='track']::-webkit-scrollbar {
    display: none;
  }
  & [data-part='slide'] {
    position: relative;
    flex: 0 0 100%;
    scroll-snap-align: start;
    background: ${vars.color.bgSurface};
  }
  & [data-part='count'] {
    position: absolute;
    right: ${vars.space[4]};
    bottom: ${vars.space[4]};
    padding: ${vars.space[1]} ${vars.space[4]};
    border-radius: ${vars.radius.full};
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
    font-size: ${vars.fontSize.sm};
    font-variant-numeric: tabular-nums;
    pointer-events: none;
  }
`;
