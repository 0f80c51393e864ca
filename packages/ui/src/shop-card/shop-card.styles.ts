import { Link, ToggleButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { cardSurface, stretchedLink } from '../theme/card.js';
import { focusRing, lineClamp } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.article`
  ${cardSurface}
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};

  & > [data-part='body'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  & [data-part='stats'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='description'] {
    ${lineClamp}
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

export const Name = styled(Link)`
  ${stretchedLink}
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  overflow-wrap: anywhere;
`;

export const Follow = styled(ToggleButton)`
  position: relative;
  z-index: 1;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: ${vars.size.control.sm};
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.borderBrand};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bgFillBrand};
  color: ${vars.color.textOnFill};
  font-size: ${vars.fontSize.sm};
  cursor: pointer;

  &[data-selected] {
    background: ${vars.color.bgSurface};
    border-color: ${vars.color.borderStrong};
    color: ${vars.color.textSecondary};
  }
  &[data-pressed] {
    transform: scale(0.97);
  }
  &[data-disabled] {
    opacity: 0.6;
  }
  ${focusRing}
`;
