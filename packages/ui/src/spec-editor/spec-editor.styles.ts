import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${vars.space[3]};

  & > [data-part='label'] {
    color: ${vars.color.text};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
  }
  & > [data-part='hint'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
  }
  & > [data-part='error'] {
    color: ${vars.color.textCritical};
    font-size: ${vars.fontSize.sm};
  }
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  &[data-invalid] {
    border-color: ${vars.color.textCritical};
  }
  & [data-part='head'],
  & li {
    display: flex;
    align-items: flex-end;
    gap: ${vars.space[2]};
    width: 100%;
  }
  & [data-part='head'] > :first-child,
  & li > :first-child {
    flex: 1;
    min-width: 0;
  }
  & ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    width: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
