import { Radio, RadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  & > [data-part='stars'] {
    display: flex;
    gap: ${vars.space[1]};
  }
`;

export const Star = styled(Radio)`
  display: inline-flex;
  padding: ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.iconStarEmpty};
  font-size: ${vars.size.icon.lg};
  cursor: pointer;

  &[data-filled] {
    color: ${vars.color.iconStar};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
  }
  &[data-disabled] {
    cursor: default;
  }
`;

export const Display = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${vars.color.iconStarEmpty};
  font-size: ${vars.size.icon.sm};

  & > [data-filled] {
    color: ${vars.color.iconStar};
  }
`;
