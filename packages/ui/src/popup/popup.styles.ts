import { Dialog, Heading } from 'react-aria-components';
import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Content = styled(Dialog)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  flex: 1;
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.size.navBar};
  padding: ${vars.space[2]} ${vars.space[2]} ${vars.space[2]} ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border};

  &[data-title-hidden] {
    position: absolute;
    top: 0;
    right: 0;
    border: 0;
    padding: ${vars.space[2]};
  }
`;

export const Title = styled(Heading)`
  flex: 1;
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  text-align: center;
  overflow-wrap: anywhere;

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space[5]};

  &[data-padded='false'] {
    padding: 0;
  }
  /* focusable so keyboard users can scroll long content */
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
`;
