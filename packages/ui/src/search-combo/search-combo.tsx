import { useContext, useEffect, useRef, useState, type Key, type KeyboardEvent } from 'react';
import {
  ButtonContext,
  ComboBoxStateContext,
  Group,
  Input,
  ListBoxSection,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { Icon } from '../icon/icon.js';
import { IconButton } from '../icon-button/icon-button.js';
import { useLayer } from '../overlay/layer.js';
import { Box, Row } from '../search-bar/search-bar.styles.js';
import { Item, List, ListPopover, Root, SectionTitle } from './search-combo.styles.js';

/** A suggestion for the keyword being typed: a goods title or a shop name. */
export interface SearchSuggestionItem {
  /** What it names. */
  type: 'goods' | 'shop';
  /** The goods or shop id. */
  id: number;
  /** The title or name. */
  text: string;
}

/** What a pick in the list asks for. */
export type SearchComboPick =
  | { readonly kind: 'suggestion'; readonly suggestion: SearchSuggestionItem }
  | { readonly kind: 'recent' | 'popular'; readonly keyword: string };

/** Props of `SearchCombo`. */
export interface SearchComboProps {
  /** The first keyword. */
  defaultValue?: string;
  /** Called as the keyword changes (fetch suggestions from it, debounced). */
  onInputChange?: (value: string) => void;
  /** Called with the trimmed keyword on Enter (no option focused) or the search button. */
  onSubmit?: (keyword: string) => void;
  /** Called when an option of the list is chosen (click, tap, or arrows and Enter). */
  onPick?: (pick: SearchComboPick) => void;
  /** Suggestions for the keyword typed (at most 8 shown), shown while the box is not empty. */
  suggestions?: readonly SearchSuggestionItem[];
  /** The device's recent searches, newest first, shown while the box is empty. */
  recent?: readonly string[];
  /** Popular searches, shown while the box is empty. */
  popular?: readonly string[];
  /** Forget the recent searches (an option after them). */
  onClearRecent?: () => void;
  /** Hint in the empty box. @default t('ui:search.placeholder') */
  placeholder?: string;
  /** Names the search box. @default t('ui:search.label') */
  'aria-label'?: string;
  /** Show a search button after the box. @default false */
  showSubmitButton?: boolean;
  /** Focus the box on mount. @default false */
  autoFocus?: boolean;
  /**
   * Open the list when the recent or popular searches arrive while the box is focused and empty
   * (a box that took the place of a focused `SearchForm`, focused before they were known).
   * @default false
   */
  openWhenReady?: boolean;
}

/** The most suggestions the list shows. */
const SUGGESTIONS_SHOWN = 8;

/** The input: Enter with no option focused submits what is typed. */
function KeywordInput({ placeholder, onEnter }: { placeholder: string; onEnter: () => void }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      placeholder={placeholder}
      enterKeyHint="search"
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        if (state?.isOpen && state.selectionManager.focusedKey != null) return;
        state?.close();
        onEnter();
      }}
    />
  );
}

/**
 * Opens the list (recent and popular searches) when the focused box is emptied and, with
 * `hasOptions` changing, when they arrive while it is focused and empty.
 */
function OpenWhenEmptied({ empty, hasOptions }: { empty: boolean; hasOptions: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    if (empty && state && state.isFocused && !state.isOpen) state.open(null, 'manual');
    // Only when the box becomes empty, not on every state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [empty]);
  useEffect(() => {
    if (!empty || !hasOptions) return;
    // After the list's collection has taken the new options in (built after this commit).
    const timer = setTimeout(() => {
      const now = latest.current;
      if (now && now.isFocused && !now.isOpen) now.open(null, 'manual');
    });
    return () => clearTimeout(timer);
    // Only when the options arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasOptions]);
  return null;
}

/** The open list, on its own overlay layer. */
function LayeredList({ children }: { children: React.ReactNode }) {
  const state = useContext(ComboBoxStateContext);
  const layer = useLayer(state?.isOpen ?? false);
  return (
    <ListPopover style={{ zIndex: layer }} placement="bottom start" isNonModal>
      {children}
    </ListPopover>
  );
}

/**
 * The search box with a list (react-aria `ComboBox`: arrows move through the options, Enter picks
 * one, Escape closes, a screen reader hears the options and their count). While the box is empty
 * the list offers the recent searches (with an option to forget them) and the popular ones; while
 * typing, the suggestions given for the keyword. Enter with no option focused submits the keyword.
 */
export function SearchCombo({
  defaultValue,
  onInputChange,
  onSubmit,
  onPick,
  suggestions = [],
  recent = [],
  popular = [],
  onClearRecent,
  placeholder,
  'aria-label': ariaLabel,
  showSubmitButton = false,
  autoFocus = false,
  openWhenReady = false,
}: SearchComboProps) {
  const { t } = useTranslation('ui');
  const [keyword, setKeyword] = useState(defaultValue ?? '');
  const typing = keyword.trim() !== '';
  const shown = suggestions.slice(0, SUGGESTIONS_SHOWN);
  const change = (next: string) => {
    setKeyword(next);
    onInputChange?.(next);
  };
  const choose = (key: Key | null) => {
    if (key === null) return;
    const [kind, ...rest] = String(key).split(':');
    const value = rest.join(':');
    if (kind === 'clear') {
      onClearRecent?.();
      return;
    }
    if (kind === 'recent' || kind === 'popular') {
      setKeyword(value);
      onPick?.({ kind, keyword: value });
      return;
    }
    const suggestion = shown.find((item) => `${item.type}-${item.id}` === value);
    if (suggestion) {
      setKeyword(suggestion.text);
      onPick?.({ kind: 'suggestion', suggestion });
    }
  };
  return (
    <Row>
      <Root
        aria-label={ariaLabel ?? t('search.label')}
        inputValue={keyword}
        onInputChange={change}
        selectedKey={null}
        onSelectionChange={choose}
        allowsCustomValue
        menuTrigger="focus"
        // The suggestions are already the server's matches (typos included): no filtering here.
        defaultFilter={() => true}
        autoFocus={autoFocus}
      >
        {/* A react-aria Group: the list is placed under, and as wide as, the whole box. */}
        <Box as={Group}>
          <Icon name="search" />
          <KeywordInput
            placeholder={placeholder ?? t('search.placeholder')}
            onEnter={() => onSubmit?.(keyword.trim())}
          />
          {typing ? (
            // Not the combo box's own button (which would open the list): a plain clear.
            <ButtonContext.Provider value={null}>
              <IconButton
                data-part="clear"
                icon="close"
                size="sm"
                label={t('search.clear')}
                onPress={() => change('')}
              />
            </ButtonContext.Provider>
          ) : null}
        </Box>
        <OpenWhenEmptied
          empty={!typing}
          hasOptions={openWhenReady && recent.length + popular.length > 0}
        />
        <LayeredList>
          <List aria-label={t('search.suggestions')} renderEmptyState={() => null}>
            {typing ? (
              shown.map((item) => (
                <Item
                  key={`${item.type}-${item.id}`}
                  id={`suggestion:${item.type}-${item.id}`}
                  textValue={item.text}
                >
                  <Icon name={item.type === 'shop' ? 'shop' : 'search'} />
                  <span data-part="text">{item.text}</span>
                  {item.type === 'shop' ? <span data-part="kind">{t('search.shop')}</span> : null}
                </Item>
              ))
            ) : (
              <>
                {recent.length > 0 ? (
                  <ListBoxSection id="recent">
                    <SectionTitle>{t('search.recent')}</SectionTitle>
                    {recent.map((word) => (
                      <Item key={`recent:${word}`} id={`recent:${word}`} textValue={word}>
                        <Icon name="clock" />
                        <span data-part="text">{word}</span>
                      </Item>
                    ))}
                    {onClearRecent ? (
                      <Item id="clear:" textValue={t('search.clear_recent')} data-action>
                        <Icon name="trash" />
                        <span data-part="text">{t('search.clear_recent')}</span>
                      </Item>
                    ) : null}
                  </ListBoxSection>
                ) : null}
                {popular.length > 0 ? (
                  <ListBoxSection id="popular">
                    <SectionTitle>{t('search.popular')}</SectionTitle>
                    {popular.map((word) => (
                      <Item key={`popular:${word}`} id={`popular:${word}`} textValue={word}>
                        <Icon name="star" />
                        <span data-part="text">{word}</span>
                      </Item>
                    ))}
                  </ListBoxSection>
                ) : null}
              </>
            )}
          </List>
        </LayeredList>
      </Root>
      {showSubmitButton ? (
        <Button size="sm" onPress={() => onSubmit?.(keyword.trim())}>
          {t('search.submit')}
        </Button>
      ) : null}
    </Row>
  );
}
