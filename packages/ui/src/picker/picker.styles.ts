import { styled } from 'styled-components';
import { FieldRoot } from '../field/field.styles.js';
import { visuallyHidden } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.div`
  ${FieldRoot}
`;

export const Label = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const Description = styled.span`
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.sm};
`;

export const ErrorLine = styled.span`
  color: ${vars.color.textCritical};
  font-size: ${vars.fontSize.sm};
`;

export const Search = styled.div`
  padding: ${vars.space[3]} ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border};
`;

export const NoResults = styled.p`
  margin: 0;
  padding: ${vars.space[7]} ${vars.space[5]};
  color: ${vars.color.textSecondary};
  text-align: center;
`;
