import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Steps = styled.ol`
  display: flex;
  margin: 0;
  padding: ${vars.space[4]} 0;
  list-style: none;

  & > li {
    position: relative;
    display: flex;
    flex: 1;
    flex-direction: column;
    align-items: center;
    gap: ${vars.space[2]};
    min-width: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
    text-align: center;
  }
  & > li::before {
    content: '';
    position: absolute;
    top: calc(${vars.size.icon.md} / 2 - 1px);
    inset-inline: -50% 50%;
    height: 2px;
    background: ${vars.color.border};
  }
  & > li:first-child::before {
    display: none;
  }
  & > li[data-done]::before {
    background: ${vars.color.bgFillBrand};
  }
  & [data-part='dot'] {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${vars.size.icon.md};
    height: ${vars.size.icon.md};
    border: 2px solid ${vars.color.border};
    border-radius: ${vars.radius.full};
    background: ${vars.color.bgSurface};
    color: transparent;
    font-size: ${vars.size.icon.sm};
  }
  & > li[data-done] [data-part='dot'] {
    border-color: ${vars.color.bgFillBrand};
    background: ${vars.color.bgFillBrand};
    color: ${vars.color.textOnFill};
  }
  & > li[data-done] {
    color: ${vars.color.text};
  }
  & > li[aria-current] {
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-part='time'] {
    color: ${vars.color.textSecondary};
    font-weight: ${vars.fontWeight.regular};
  }
`;
