import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { Icon } from '../icon/icon.js';
import { Box, Row } from '../search-bar/search-bar.styles.js';
import { FormBox } from './search-form.styles.js';

/** Props of `SearchForm`. */
export interface SearchFormProps {
  /** Where the form goes without JavaScript (a GET with `name`). @default '/search' */
  action?: string;
  /** The query parameter of the keyword. @default 'keyword' */
  name?: string;
  /** The first keyword. */
  defaultValue?: string;
  /** Called with the trimmed keyword instead of the form's own navigation, once JavaScript runs. */
  onSubmit?: (keyword: string) => void;
  /**
   * Called when the visitor is about to use the box (focus, a pointer over it, a touch): the
   * moment to load `SearchCombo`, which takes the box's place with the same look.
   */
  onIntent?: () => void;
  /** The input, for whoever takes the box over (its keyword, caret and focus). */
  inputRef?: Ref<HTMLInputElement>;
  /** Hint in the empty box. @default t('ui:search.placeholder') */
  placeholder?: string;
  /** Names the search box. @default t('ui:search.label') */
  'aria-label'?: string;
  /** Show a search button after the box. @default false */
  showSubmitButton?: boolean;
}

/**
 * The search box as a plain form (`role="search"`, a GET to `action`): drawn by the server, it
 * searches before or without JavaScript, and looks like `SearchCombo` (same box, same button), so
 * the combo box can replace it on first use without the page moving. With JavaScript, Enter or
 * the button calls `onSubmit` instead of loading a new page.
 */
export function SearchForm({
  action = '/search',
  name = 'keyword',
  defaultValue,
  onSubmit,
  onIntent,
  inputRef,
  placeholder,
  'aria-label': ariaLabel,
  showSubmitButton = false,
}: SearchFormProps) {
  const { t } = useTranslation('ui');
  const [keyword, setKeyword] = useState(defaultValue ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    onSubmit(keyword.trim());
  };
  return (
    <Row
      as="form"
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
      onFocus={onIntent}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
    >
      <FormBox>
        <Box>
          <Icon name="search" />
          <input
            ref={inputRef}
            type="search"
            name={name}
            defaultValue={defaultValue}
            onChange={(event) => setKeyword(event.target.value)}
            aria-label={ariaLabel ?? t('search.label')}
            placeholder={placeholder ?? t('search.placeholder')}
            enterKeyHint="search"
            autoComplete="off"
          />
        </Box>
      </FormBox>
      {showSubmitButton ? (
        <Button size="sm" type="submit">
          {t('search.submit')}
        </Button>
      ) : null}
    </Row>
  );
}
