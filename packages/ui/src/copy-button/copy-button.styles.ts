import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins.js';

export const Live = styled.span`
  ${visuallyHidden}
`;
