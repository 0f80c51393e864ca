import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.textWarning};
  font-size: ${vars.fontSize.sm};

  & > time {
    font-variant-numeric: tabular-nums;
    font-weight: ${vars.fontWeight.bold};
  }
  &[data-overdue] {
    color: ${vars.color.textCritical};
  }
`;
