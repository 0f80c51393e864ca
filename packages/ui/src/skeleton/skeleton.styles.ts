import { styled } from 'styled-components';
import { cssVarStyle } from '../theme/css-var-props.js';
import { visuallyHidden } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Block = styled.span.attrs<{ $skeletonWidth?: string; $skeletonHeight?: string }>(
  cssVarStyle,
)`
  display: block;
  width: var(--skeleton-width, 100%);
  height: var(--skeleton-height, ${vars.fontSize.md});
  border-radius: ${vars.radius.sm};
  background: linear-gradient(90deg, transparent 0%, rgba(255, 255, 255, 0.6) 50%, transparent 100%)
    ${vars.color.bgSkeleton};
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: skeleton-shimmer 1.4s ease-in-out infinite;

  &[data-shape='circle'] {
    border-radius: ${vars.radius.full};
  }
  &[data-shape='text'] {
    height: 1em;
    margin-block: 0.25em;
  }
  @keyframes skeleton-shimmer {
    from {
      background-position: 150% 0;
    }
    to {
      background-position: -50% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
