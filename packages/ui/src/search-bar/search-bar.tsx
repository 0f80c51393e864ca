import { useState, type ReactNode } from 'react';
import { Input } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { Icon } from '../icon/icon.js';
import { IconButton } from '../icon-button/icon-button.js';
import { Box, FakeInput, Root, Row } from './search-bar.styles.js';

/** Props of `SearchBar`. */
export interface SearchBarProps {
  /** The keyword (controlled). */
  value?: string;
  /** The first keyword (uncontrolled). */
  defaultValue?: string;
  /** Called as the keyword changes. */
  onChange?: (value: string) => void;
  /** Called with the keyword on Enter or the search button. */
  onSubmit?: (value: string) => void;
  /** Hint in the empty box. @default t('ui:search.placeholder') */
  placeholder?: string;
  /** Names the search box. @default t('ui:search.label') */
  'aria-label'?: string;
  /** Show a search button after the box. @default false */
  showSubmitButton?: boolean;
  /**
   * Draw the box as a button that opens the search page (the home page's search), calling this
   * instead of taking input.
   */
  onOpenSearch?: () => void;
  /** Content after the box (a cancel link, a filter button). */
  end?: ReactNode;
  /** Focus the box on mount (the search page). @default false */
  autoFocus?: boolean;
}

/**
 * The keyword box (react-aria `SearchField`: Enter submits, Escape clears, a clear button while
 * not empty), or with `onOpenSearch` a button that looks like it.
 */
export function SearchBar({
  value,
  defaultValue,
  onChange,
  onSubmit,
  placeholder,
  'aria-label': ariaLabel,
  showSubmitButton = false,
  onOpenSearch,
  end,
  autoFocus = false,
}: SearchBarProps) {
  const { t } = useTranslation('ui');
  // The submit button sits outside the field (react-aria gives every button inside a search
  // field the clear action), so it reads the keyword from here.
  const [keyword, setKeyword] = useState(defaultValue ?? '');
  const hint = placeholder ?? t('search.placeholder');
  const label = ariaLabel ?? t('search.label');
  if (onOpenSearch) {
    return (
      <Row>
        <FakeInput onPress={onOpenSearch}>
          <Icon name="search" />
          <span>{hint}</span>
        </FakeInput>
        {end}
      </Row>
    );
  }
  return (
    <Row>
      <Root
        aria-label={label}
        value={value}
        defaultValue={defaultValue}
        onChange={(next) => {
          setKeyword(next);
          onChange?.(next);
        }}
        onSubmit={(next) => onSubmit?.(next.trim())}
        autoFocus={autoFocus}
      >
        <Box>
          <Icon name="search" />
          <Input placeholder={hint} enterKeyHint="search" />
          <IconButton data-part="clear" icon="close" size="sm" label={t('search.clear')} />
        </Box>
      </Root>
      {showSubmitButton ? (
        <Button size="sm" onPress={() => onSubmit?.((value ?? keyword).trim())}>
          {t('search.submit')}
        </Button>
      ) : null}
      {end}
    </Row>
  );
}
