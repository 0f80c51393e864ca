import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  background: #000;

  &[data-entering] {
    animation: viewer-fade ${vars.motion.duration.base} ${vars.motion.easing.enter};
  }
  @keyframes viewer-fade {
    from {
      background: transparent;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-entering] {
      animation: none;
    }
  }
`;

export const Frame = styled(Modal)`
  position: absolute;
  inset: 0;
  outline: none;
`;

export const Content = styled(Dialog)`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  color: #fff;
  outline: none;

  & [data-part='body'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-height: 0;
  }
  & [data-part='bar'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
    min-height: ${vars.size.navBar};
    padding: ${vars.space[2]} ${vars.space[3]};
    padding-top: max(${vars.space[2]}, env(safe-area-inset-top));
  }
  & [data-part='counter'] {
    min-width: ${vars.size.hitTarget};
    font-size: ${vars.fontSize.lg};
    font-variant-numeric: tabular-nums;
  }
  & [data-part='bar'] button {
    color: #fff;
  }
  & [data-part='stage'] {
    position: relative;
    flex: 1;
    min-height: 0;
    overflow: hidden;
    touch-action: none;
    user-select: none;
    cursor: grab;
  }
  & [data-part='track'] {
    display: flex;
    height: 100%;
    transform: translateX(calc(var(--viewer-index) * -100% + var(--viewer-drag, 0px)));
    transition: transform ${vars.motion.duration.slow} ${vars.motion.easing.standard};
  }
  & [data-part='track'][data-dragging] {
    transition: none;
  }
  & [data-part='slide'] {
    display: flex;
    flex: 0 0 100%;
    align-items: center;
    justify-content: center;
    min-width: 0;
  }
  & [data-part='slide'] img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    pointer-events: none;
    -webkit-user-drag: none;
  }
  & [data-part='step'] {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    background: rgba(0, 0, 0, 0.45);
    color: #fff;
  }
  & [data-part='step'][data-direction='previous'] {
    left: ${vars.space[3]};
  }
  & [data-part='step'][data-direction='next'] {
    right: ${vars.space[3]};
  }
  @media (prefers-reduced-motion: reduce) {
    & [data-part='track'] {
      transition: none;
    }
  }
`;
