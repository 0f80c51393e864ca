import { styled } from 'styled-components';
import { cssVarStyle } from '../theme/css-var-props.js';
import { vars } from '../tokens/css-variables.js';

export const Frame = styled.span.attrs<{
  $imageRatio?: number;
  $imageFit: string;
  $imageRadius?: string;
}>(cssVarStyle)`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: var(--image-ratio, auto);
  border-radius: var(--image-radius, 0);
  background: ${vars.color.bgSkeleton};

  /* Above the placeholder (both positioned, the picture later), visible as soon as it arrives:
     a server-rendered page paints it before any script runs. */
  & > img {
    position: relative;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: var(--image-fit, cover);
  }
  &[data-state='error'] > img {
    opacity: 0;
  }
  & > [data-part='placeholder'] {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${vars.color.textDisabled};
    font-size: ${vars.size.icon.lg};
  }
  &[data-state='loaded'] > [data-part='placeholder'] {
    display: none;
  }
`;
