import { Button, Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing, lineClamp } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[4]};

  &[data-mine] {
    flex-direction: row-reverse;
  }
  & > [data-part='column'] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${vars.space[1]};
    max-width: 72%;
    min-width: 0;
  }
  &[data-mine] > [data-part='column'] {
    align-items: flex-end;
  }
  & [data-part='meta'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
  }
  & [data-part='sending'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.size.icon.sm};
  }
  & [data-part='failed'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
    color: ${vars.color.textCritical};
    font-size: ${vars.fontSize.xs};
  }
`;

export const Bubble = styled.div`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  border-start-start-radius: ${vars.radius.sm};
  background: ${vars.color.bgSurface};
  color: ${vars.color.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  [data-mine] & {
    border-start-start-radius: ${vars.radius.lg};
    border-start-end-radius: ${vars.radius.sm};
    background: ${vars.color.bgFillBrand};
    color: ${vars.color.textOnFill};
  }
  &[data-type='img'] {
    width: 160px;
    padding: 0;
    overflow: hidden;
    background: transparent;
  }
  &[data-type='unknown'] {
    color: ${vars.color.textSecondary};
    font-style: italic;
  }
  [data-mine] &[data-type='unknown'] {
    color: ${vars.color.textOnFill};
  }
  &[data-type='goods'],
  &[data-type='order'] {
    width: 240px;
    padding: 0;
    background: ${vars.color.bgSurface};
    color: ${vars.color.text};
  }
`;

export const Voice = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 96px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  ${focusRing}
`;

export const ImageButton = styled(Button)`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  ${focusRing}
`;

export const CardLink = styled(Link)`
  display: flex;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  color: inherit;
  text-decoration: none;
  outline: none;

  & > [data-part='media'] {
    flex: none;
    width: 56px;
  }
  & > [data-part='text'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='title'] {
    ${lineClamp}
    --line-clamp: 2;
  }
  & [data-part='caption'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    border-radius: ${vars.radius.lg};
  }
`;
