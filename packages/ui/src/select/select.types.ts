/** One option of a `Select` or `Picker`. */
export interface SelectOption {
  /** Identifies the option (the selected key). */
  id: string;
  /** The label, already translated. */
  label: string;
  /** A second text at the end of the row (`+86`). */
  detail?: string;
  /** Shown but not choosable. @default false */
  isDisabled?: boolean;
  /** The language of the label when it differs from the page's (a language's own name). */
  lang?: string;
}
