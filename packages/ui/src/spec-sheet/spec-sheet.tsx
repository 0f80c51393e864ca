import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { ChoiceChips } from '../choice-chips/choice-chips.js';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { Popup } from '../popup/popup.js';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper.js';
import { Root } from './spec-sheet.styles.js';

/** A specification and its values (`{ name: 'Colour', items: ['Red', 'Blue'] }`). */
export interface SheetSpec {
  name: string;
  items: readonly string[];
}

/** Props of `SpecSheet`. */
export interface SpecSheetProps {
  /** Whether the sheet is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the sheet asks to close (close button, overlay, Escape, back). */
  onOpenChange: (isOpen: boolean) => void;
  /** Names the sheet ("Specification"), already translated; shown as its title. */
  title: string;
  /** The picture of the choice (the chosen colour's, or the goods' own). */
  image: string;
  /** The price of the choice (a `CurrencyPrice`: the SKU's, or a range before a choice). */
  price: ReactNode;
  /** The stock of the choice, as a sentence ("In stock: 12"), translated. */
  stockText: string;
  /** What is chosen or still to choose ("Chosen: Red, XL"), translated. */
  summary: string;
  /** The specifications, each a row of chips. */
  specs: readonly SheetSpec[];
  /** The chosen value of each specification (controlled). */
  choice: Readonly<Record<string, string | undefined>>;
  /**
   * The values that cannot be chosen with the rest of the choice (sold out), by specification
   * name: their chips are greyed and disabled. @default none
   */
  soldOut?: Readonly<Record<string, readonly string[]>>;
  /** Called with a specification's name and its newly chosen value. */
  onChoiceChange: (name: string, value: string) => void;
  /** The quantity (controlled). */
  quantity: number;
  /** Called with the new quantity. */
  onQuantityChange: (quantity: number) => void;
  /** The largest quantity (the chosen SKU's stock). */
  maxQuantity?: number;
  /** The confirm button's label ("Add to cart", "Buy now", "Confirm"), translated. */
  confirmLabel: string;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Disables confirm and the quantity (the choice is sold out). @default false */
  isConfirmDisabled?: boolean;
}

/**
 * The phone's specification sheet (a bottom `Popup`: focus trapped, Escape closes): the picture,
 * price and stock of the choice, each specification's values as `ChoiceChips` (sold-out values
 * greyed and not choosable), the quantity and a confirm button that stays in view.
 */
export function SpecSheet({
  isOpen,
  onOpenChange,
  title,
  image,
  price,
  stockText,
  summary,
  specs,
  choice,
  soldOut = {},
  onChoiceChange,
  quantity,
  onQuantityChange,
  maxQuantity,
  confirmLabel,
  onConfirm,
  isConfirmDisabled = false,
}: SpecSheetProps) {
  const { t } = useTranslation('ui');
  return (
    <Popup isOpen={isOpen} onOpenChange={onOpenChange} title={title} position="bottom">
      <Root>
        <div data-part="head">
          <div data-part="picture">
            <LazyImage src={image} alt="" ratio={1} sizes="96px" />
          </div>
          <div data-part="facts">
            {price}
            <p data-part="stock">{stockText}</p>
            <p data-part="summary">{summary}</p>
          </div>
        </div>
        {specs.map((spec) => (
          <ChoiceChips
            key={spec.name}
            label={spec.name}
            options={spec.items}
            value={choice[spec.name] ?? null}
            onChange={(value) => onChoiceChange(spec.name, value)}
            disabledOptions={soldOut[spec.name]}
          />
        ))}
        <div data-part="quantity">
          <span aria-hidden="true">{t('quantity.label')}</span>
          <QuantityStepper
            value={quantity}
            onChange={onQuantityChange}
            max={maxQuantity}
            isDisabled={isConfirmDisabled}
            aria-label={t('quantity.label')}
          />
        </div>
        <div data-part="confirm">
          <Button size="lg" onPress={onConfirm} isDisabled={isConfirmDisabled}>
            {confirmLabel}
          </Button>
        </div>
      </Root>
    </Popup>
  );
}
