import { styled } from 'styled-components';
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
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${vars.size.control.md};
    padding: ${vars.space[2]} ${vars.space[5]};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.full};
    background: ${vars.color.bgSurface};
    color: ${vars.color.text};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
  }
  & > a:hover {
    background: ${vars.color.bgSurfaceHover};
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
