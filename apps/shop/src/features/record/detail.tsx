import type { ReactNode } from 'react';

/** Props of {@link Detail}. */
export interface DetailProps {
  /** What the value is (the `<dt>`), already translated. */
  label: ReactNode;
  /** The value (the `<dd>`); the pair is left out when it is null, undefined, false or ''. */
  children?: ReactNode;
  /** The value's part, for styles (`money`, `account`). */
  'data-part'?: string;
  /** Marks the value that stands out (the total), for styles. */
  'data-emphasis'?: string | boolean;
}

/**
 * One label and value of a record's definition list (`<dl>`): an order's shipment number, an
 * account's bank. A record without the value (no bank name) leaves the pair out, label and all.
 */
export function Detail({ label, children, ...value }: DetailProps) {
  if (children === null || children === undefined || children === false || children === '') {
    return null;
  }
  return (
    <>
      <dt>{label}</dt>
      <dd {...value}>{children}</dd>
    </>
  );
}
