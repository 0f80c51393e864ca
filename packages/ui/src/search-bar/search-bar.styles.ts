import { Button, SearchField } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled(SearchField)`
  display: flex;
  flex: 1;
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

/** The rounded box of the search input (also the look of the tap-to-search button). */
export const Box = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  height: ${vars.size.control.md};
  padding-inline: ${vars.space[4]} ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgFillSecondary};
  color: ${vars.color.textPlaceholder};

  & > svg {
    flex: none;
    font-size: ${vars.size.icon.md};
  }
  & > input {
    flex: 1;
    min-width: 0;
    height: 100%;
    border: 0;
    outline: none;
    background: transparent;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.md};
  }
  & > input::placeholder {
    color: ${vars.color.textPlaceholder};
  }
  & > input::-webkit-search-cancel-button {
    display: none;
  }
  &:focus-within {
    border-color: ${vars.color.borderFocus};
  }
  [data-empty] & > [data-part='clear'] {
    display: none;
  }
`;

export const FakeInput = styled(Button)`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  height: ${vars.size.control.md};
  padding-inline: ${vars.space[4]};
  border: 0;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgFillSecondary};
  color: ${vars.color.textPlaceholder};
  font-size: ${vars.fontSize.md};
  text-align: start;
  cursor: text;

  & > svg {
    flex: none;
    font-size: ${vars.size.icon.md};
  }
  ${focusRing}
`;
