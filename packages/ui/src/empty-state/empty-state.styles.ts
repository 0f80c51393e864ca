import { styled } from 'styled-components';
import { outlineButtonLink } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[9]} ${vars.space[6]};
  color: ${vars.color.textSecondary};
  text-align: center;

  & > [data-part='icon'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 72px;
    height: 72px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.bgFillSecondary};
    color: ${vars.color.textDisabled};
    font-size: 36px;
  }
  & > p {
    margin: 0;
    font-size: ${vars.fontSize.md};
    overflow-wrap: anywhere;
  }
  /* A link as the action ("Go shopping" to the home page) looks like the outline button it acts as. */
  & > a {
    ${outlineButtonLink}
    min-height: ${vars.size.control.md};
    padding: ${vars.space[2]} ${vars.space[5]};
    font-size: ${vars.fontSize.md};
  }
  &[data-compact] {
    padding: ${vars.space[5]};
    flex-direction: row;
    justify-content: center;
  }
  &[data-compact] > [data-part='icon'] {
    display: none;
  }
`;
