import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.span`
  --avatar-size: ${vars.size.avatar.md};
  position: relative;
  display: inline-flex;
  flex: none;
  width: var(--avatar-size);
  height: var(--avatar-size);

  &[data-size='sm'] {
    --avatar-size: ${vars.size.avatar.sm};
  }
  &[data-size='lg'] {
    --avatar-size: ${vars.size.avatar.lg};
  }

  & > img,
  & > [data-part='initial'] {
    width: 100%;
    height: 100%;
    border-radius: ${vars.radius.full};
    object-fit: cover;
    background: ${vars.color.bgFillSecondary};
  }
  &[data-shape='square'] > img,
  &[data-shape='square'] > [data-part='initial'] {
    border-radius: ${vars.radius.md};
  }
  & > [data-part='initial'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    background: ${vars.color.bgFillBrandSubtle};
    color: ${vars.color.textBrand};
    font-size: calc(var(--avatar-size) * 0.42);
    font-weight: ${vars.fontWeight.bold};
  }
`;
