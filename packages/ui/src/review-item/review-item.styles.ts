import { Button } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  background: ${vars.color.bgSurface};

  & > header {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
  }
  & > header > [data-part='who'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  & [data-part='name'] {
    font-weight: ${vars.fontWeight.medium};
    overflow-wrap: anywhere;
  }
  & time,
  & [data-part='spec'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
  }
  & > p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  & > [data-part='images'] {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Thumb = styled(Button)`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: none;
  cursor: zoom-in;
  ${focusRing}
`;
