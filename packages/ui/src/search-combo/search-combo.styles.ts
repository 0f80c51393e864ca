import { ComboBox, Header, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Root = styled(ComboBox)`
  display: flex;
  flex: 1;
  min-width: 0;
`;

export const ListPopover = styled(Popover)`
  width: var(--trigger-width);
  max-height: 60dvh;
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow.popup};
`;

export const List = styled(ListBox)`
  display: flex;
  flex-direction: column;
  padding: ${vars.space[2]} 0;
  outline: none;
`;

export const SectionTitle = styled(Header)`
  padding: ${vars.space[2]} ${vars.space[5]} ${vars.space[1]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.sm};
`;

export const Item = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.size.hitTarget};
  padding: ${vars.space[2]} ${vars.space[5]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  outline: none;

  & > svg {
    flex: none;
    color: ${vars.color.textSecondary};
    font-size: ${vars.size.icon.md};
  }
  & > [data-part='text'] {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > [data-part='kind'] {
    flex: none;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  &[data-action] {
    color: ${vars.color.textBrand};
  }
  &[data-action] > svg {
    color: inherit;
  }
  &[data-focused],
  &[data-hovered] {
    background: ${vars.color.bgSurfaceHover};
  }
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
`;
