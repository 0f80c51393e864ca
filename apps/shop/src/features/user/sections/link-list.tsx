import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Icon, UnreadBadge, vars, type IconName } from '@bazaar/ui';
import { bareList } from '../../../app/layout/bare-list.js';

/** An entry of a {@link LinkList}. */
export interface LinkListItem {
  /** A stable key. */
  id: string;
  /** The label, already translated. */
  label: string;
  /** An app path, or an address outside the app when `external`; omitted for an action. */
  href?: string;
  /** What pressing the entry does, for an entry that is an action (a button), not a link. */
  onPress?: () => void;
  /** The address is outside the app (a download): a plain link. @default false */
  external?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  /** A value at the end (the current language, a nickname). */
  value?: ReactNode;
  /** An unread count after the label. */
  badge?: number;
}

const List = styled.ul`
  ${bareList}

  & > li + li {
    border-top: 1px solid ${vars.color.border};
  }
  & a,
  & button {
    display: flex;
    width: 100%;
    padding-inline: 0;
    border: 0;
    background: none;
    font: inherit;
    text-align: start;
    cursor: pointer;
    align-items: center;
    gap: ${vars.space[4]};
    min-height: ${vars.size.hitTarget};
    padding-block: ${vars.space[3]};
    color: ${vars.color.text};
    text-decoration: none;
  }
  & a:hover,
  & button:hover {
    color: ${vars.color.textBrand};
  }
  & a:focus-visible,
  & button:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
  & [data-part='label'] {
    flex: 1;
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[3]};
  }
  & [data-part='value'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.md};
  }
  & svg {
    font-size: ${vars.size.icon.md};
    flex: none;
  }
`;

/** Props of {@link LinkList}. */
export interface LinkListProps {
  /** The entries. */
  items: readonly LinkListItem[];
  /** Names the list, already translated. */
  'aria-label'?: string;
}

/** A list of links (or actions), one a row, with an icon, a value or a badge, and a chevron. */
export function LinkList({ items, 'aria-label': label }: LinkListProps) {
  return (
    <List aria-label={label}>
      {items.map((item) => {
        const content = (
          <>
            {item.icon ? <Icon name={item.icon} /> : null}
            <span data-part="label">
              {item.label}
              {item.badge ? <UnreadBadge count={item.badge} /> : null}
            </span>
            {item.value !== undefined ? <span data-part="value">{item.value}</span> : null}
            <Icon name="forward" />
          </>
        );
        return (
          <li key={item.id}>
            {item.href === undefined ? (
              <button type="button" onClick={item.onPress}>
                {content}
              </button>
            ) : item.external ? (
              <a href={item.href} rel="noopener">
                {content}
              </a>
            ) : (
              <Link to={item.href}>{content}</Link>
            )}
          </li>
        );
      })}
    </List>
  );
}
