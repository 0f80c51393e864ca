import { Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { cardSurface } from '../theme/card.js';
import { lineClamp } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};

  & > header,
  & > footer {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
    flex-wrap: wrap;
  }
  & > header > h3 {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    font-size: ${vars.fontSize.md};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-part='line'] {
    display: flex;
    gap: ${vars.space[3]};
  }
  & [data-part='line'] > [data-part='media'] {
    flex: none;
    width: 72px;
  }
  & [data-part='line'] > [data-part='text'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  /* A line's refund status is a chip of its own width, not a band across the goods' column. */
  & [data-part='line'] > [data-part='text'] > [data-tone] {
    align-self: flex-start;
  }
  & [data-part='title'] {
    ${lineClamp}
    --line-clamp: 2;
  }
  & [data-part='spec'],
  & [data-part='number'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='line'] > [data-part='end'] {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${vars.space[1]};
  }
  & [data-part='total'] {
    display: flex;
    align-items: baseline;
    justify-content: flex-end;
    gap: ${vars.space[2]};
    font-size: ${vars.fontSize.sm};
  }
  & > footer > [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${vars.space[2]};
    margin-inline-start: auto;
  }
`;

/* A quiet link with the chevron that says it leads on (grey text alone read as a caption). */
export const DetailsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.sm};
  text-decoration: none;
  outline: none;

  &:hover {
    color: ${vars.color.text};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
  }
`;
