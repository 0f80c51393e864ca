import { Modal, ModalOverlay } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

/** The full-screen layer behind a popup or dialog; `data-overlay="false"` makes it transparent. */
export const Backdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${vars.color.bgOverlay};
  -webkit-tap-highlight-color: transparent;

  &[data-overlay='false'] {
    background: transparent;
  }
  &[data-position='bottom'] {
    align-items: flex-end;
  }
  &[data-position='top'] {
    align-items: flex-start;
  }
  &[data-position='left'] {
    justify-content: flex-start;
    align-items: stretch;
  }
  &[data-position='right'] {
    justify-content: flex-end;
    align-items: stretch;
  }

  &[data-entering] {
    animation: overlay-fade ${vars.motion.duration.base} ${vars.motion.easing.enter};
  }
  &[data-exiting] {
    animation: overlay-fade ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse;
  }
  @keyframes overlay-fade {
    from {
      background: transparent;
    }
  }
`;

/** The panel of a popup: a sheet at the bottom or top, a drawer at the side, or a centred card. */
export const Panel = styled(Modal)`
  position: relative;
  display: flex;
  flex-direction: column;
  max-height: 85dvh;
  background: ${vars.color.bgSurface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.popup};
  outline: none;

  &[data-position='bottom'],
  &[data-position='top'] {
    width: 100%;
    max-width: ${vars.layout.popupMaxWidth};
  }
  &[data-position='bottom'] {
    border-radius: ${vars.radius.xl} ${vars.radius.xl} 0 0;
    padding-bottom: env(safe-area-inset-bottom);
  }
  &[data-position='top'] {
    border-radius: 0 0 ${vars.radius.xl} ${vars.radius.xl};
  }
  &[data-position='left'],
  &[data-position='right'] {
    width: min(80vw, ${vars.size.sideNav});
    max-height: none;
  }
  &[data-position='center'] {
    width: ${vars.layout.dialogWidth};
    max-width: calc(100vw - 2 * ${vars.space[7]});
    border-radius: ${vars.radius.lg};
  }

  &[data-entering][data-position='bottom'] {
    animation: panel-up ${vars.motion.duration.base} ${vars.motion.easing.enter};
  }
  &[data-exiting][data-position='bottom'] {
    animation: panel-up ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse;
  }
  &[data-entering][data-position='center'] {
    animation: panel-zoom ${vars.motion.duration.base} ${vars.motion.easing.enter};
  }
  @keyframes panel-up {
    from {
      transform: translateY(100%);
    }
  }
  @keyframes panel-zoom {
    from {
      transform: scale(0.95);
    }
  }
`;
