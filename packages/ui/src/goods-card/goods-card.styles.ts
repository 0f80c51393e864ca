import { Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { cardSurface, stretchedLink } from '../theme/card.js';
import { lineClamp } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  overflow: hidden;

  &[data-layout='list'] {
    flex-direction: row;
    gap: ${vars.space[4]};
    padding: ${vars.space[3]};
  }
  &[data-layout='list'] > [data-part='media'] {
    flex: none;
    width: 110px;
  }
  & > [data-part='body'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[2]};
    min-width: 0;
    padding: ${vars.space[3]};
  }
  &[data-layout='list'] > [data-part='body'] {
    padding: 0;
  }
  & [data-part='meta'] {
    display: flex;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${vars.space[2]};
    margin-top: auto;
  }
  & [data-part='prices'] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${vars.space[2]};
  }
  & [data-part='sales'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
  }
  & [data-part='action'] {
    position: relative;
    z-index: 1;
  }
`;

export const Title = styled(Link)`
  ${stretchedLink}
  ${lineClamp}
  --line-clamp: 2;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.tight};
  /* Two lines kept for every title, so the cards of a row are as tall as each other. */
  min-height: calc(2em * ${vars.lineHeight.tight});
`;
