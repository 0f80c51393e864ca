import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.textBrand};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: 1;
  letter-spacing: -0.01em;
  white-space: nowrap;

  & > svg {
    width: 1.6em;
    height: 1.6em;
    flex: none;
  }
  & > [data-part='name'] {
    color: ${vars.color.text};
  }
  &[data-size='lg'] {
    font-size: ${vars.fontSize['4xl']};
  }
  &[data-mark-only] > [data-part='name'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
