import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6em;
  height: 1.6em;
  padding: 0 0.4em;
  border: 1.5px solid ${vars.color.bgSurface};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgFillBrand};
  color: ${vars.color.textOnFill};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  line-height: 1;
  white-space: nowrap;

  &[data-dot] {
    min-width: 0;
    width: ${vars.space[3]};
    height: ${vars.space[3]};
    padding: 0;
  }
  &[data-placement='corner'] {
    position: absolute;
    top: 0;
    inset-inline-end: 0;
    transform: translate(35%, -25%);
  }
  [dir='rtl'] &[data-placement='corner'] {
    transform: translate(-35%, -25%);
  }
  &[data-placement='beside'] {
    align-self: flex-start;
    margin-inline-start: calc(-1 * ${vars.space[2]});
    transform: translateY(-40%);
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
