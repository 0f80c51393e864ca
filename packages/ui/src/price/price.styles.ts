import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.span`
  --price-size: ${vars.fontSize.lg};
  display: inline-flex;
  align-items: baseline;
  color: ${vars.color.textBrand};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.tight};
  white-space: nowrap;

  &[data-size='sm'] {
    --price-size: ${vars.fontSize.md};
  }
  &[data-size='lg'] {
    --price-size: ${vars.fontSize['3xl']};
  }
  & > [data-part='integer'] {
    font-size: var(--price-size);
  }
  & > [data-part='prefix'],
  & > [data-part='suffix'],
  & > [data-part='range'],
  & > [data-part='fraction'] {
    font-size: calc(var(--price-size) * 0.7);
  }
  & [data-part='range'] {
    margin-inline: 0.25em;
  }
  &[data-variant='original'] {
    color: ${vars.color.textSecondary};
    font-weight: ${vars.fontWeight.regular};
    text-decoration: line-through;
  }
  &[data-variant='original'] > * {
    font-size: ${vars.fontSize.sm};
  }
  &[data-variant='plain'] {
    color: inherit;
    font-weight: inherit;
  }
  &[data-variant='plain'] > * {
    font-size: inherit;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
