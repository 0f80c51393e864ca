import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { formatCount } from '@bazaar/domain';
import { vars } from '@bazaar/ui';
import { bareList } from '../../../app/layout/bare-list.js';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(var(--count-grid-columns, 4), 1fr);
  gap: ${vars.space[2]};
  ${bareList}

  & a {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: ${vars.size.hitTarget};
    padding: ${vars.space[3]} ${vars.space[1]};
    border-radius: ${vars.radius.md};
    color: ${vars.color.text};
    font-size: ${vars.fontSize.sm};
    text-align: center;
    text-decoration: none;
  }
  & a:hover {
    background: ${vars.color.bgSurfaceHover};
  }
  & a:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
  }
  & [data-part='count'] {
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
`;

/** An entry of a {@link CountGrid}. */
export interface CountEntry {
  /** A stable key. */
  id: string;
  /** The label, already translated. */
  label: string;
  /** Where it leads. */
  href: string;
  /** How many (shown above the label). */
  count: number;
}

/** Props of {@link CountGrid}. */
export interface CountGridProps {
  /** The entries. */
  items: readonly CountEntry[];
  /** Names the list, already translated. */
  'aria-label': string;
  /** Columns. @default 4 */
  columns?: number;
}

/**
 * A row of counted links of the user centre: orders waiting in each state, or the user's
 * collections, each a figure above its label.
 */
export function CountGrid({ items, 'aria-label': label, columns = 4 }: CountGridProps) {
  const { i18n } = useTranslation();
  return (
    <Grid aria-label={label} style={{ ['--count-grid-columns' as string]: String(columns) }}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.href}>
            <span data-part="count">{formatCount(item.count, i18n.language)}</span>
            <span>{item.label}</span>
          </Link>
        </li>
      ))}
    </Grid>
  );
}
