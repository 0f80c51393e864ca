import { TextField as RACTextField } from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldRoot } from '../field/field.styles.js';

export const Root = styled(RACTextField)`
  ${FieldRoot}
`;
