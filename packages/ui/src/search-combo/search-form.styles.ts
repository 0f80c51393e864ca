import { styled } from 'styled-components';

/** The combo box's place in `SearchForm` (as `Root` of `SearchCombo`): the same flexible width. */
export const FormBox = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
`;
