import { Dialog as RACDialog, Heading } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Content = styled(RACDialog)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[7]} ${vars.space[6]} ${vars.space[5]};
  outline: none;
  text-align: center;
`;

export const Title = styled(Heading)`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  overflow-wrap: anywhere;
`;

export const Message = styled.div`
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.md};
  overflow-wrap: anywhere;
  max-height: 50dvh;
  overflow-y: auto;

  /* focusable so keyboard users can scroll long content */
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[3]};

  & > * {
    flex: 1;
  }
`;
