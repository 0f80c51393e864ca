import { useId, type ReactNode } from 'react';
import { Root } from './panel.styles.js';

/**
 * The surface of a `Panel` alone, for a section that writes its own heading (an `h2` first child,
 * or a `data-part="heading"` row) and names itself (`aria-labelledby`).
 */
export const PanelSection = Root;

/** Props of `Panel`. */
export interface PanelProps {
  /** The heading, already translated; it also names the section (a landmark region). */
  title: ReactNode;
  /** The content under the heading. */
  children?: ReactNode;
  /** Controls or a status beside the heading (a button, a chip); kept out of the section's name. */
  actions?: ReactNode;
  /** A short line under the heading, already translated. */
  description?: ReactNode;
  /** The heading's level. @default 2 */
  headingLevel?: 2 | 3;
  /** The heading's id, for a page that points at it; one is made when absent. */
  headingId?: string;
  /** For `styled(Panel)`: the caller's own rules for its content. */
  className?: string;
}

/**
 * A titled surface section (an order's goods, a wallet's accounts, the books): a full-width white
 * band on the phone, a rounded card on desktop. The heading names the section for screen readers.
 */
export function Panel({
  title,
  children,
  actions,
  description,
  headingLevel = 2,
  headingId,
  className,
}: PanelProps) {
  const madeId = useId();
  const id = headingId ?? madeId;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Root aria-labelledby={id} className={className}>
      <div data-part="heading">
        <Heading id={id}>{title}</Heading>
        {actions ? <div data-part="actions">{actions}</div> : null}
      </div>
      {description ? <p data-part="description">{description}</p> : null}
      {children}
    </Root>
  );
}
