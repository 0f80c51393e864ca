import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { GoodsDetail, SkuItem } from '@bazaar/api/contract';
import { Button, ChoiceChips, Icon, IconButton, QuantityStepper, vars } from '@bazaar/ui';
import { soldOutValues, type SpecChoice } from '../../../features/catalogue/index.js';
import type { GoodsPurchase as Purchase } from './use-goods-purchase.js';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding-inline: ${vars.layout.gutter};

  & [data-part='quantity'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[4]};
  }
  & [data-part='quantity'] p {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='actions'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
  }
  & [data-part='actions'] > :not(:first-child) {
    flex: 1;
  }
`;

/** The phone's choice row: what is chosen, opening the specification sheet. */
const ChoiceRow = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  width: 100%;
  min-height: ${vars.size.control.lg};
  padding: ${vars.space[3]} ${vars.layout.gutter};
  border: 0;
  background: ${vars.color.bgSurface};
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  & [data-part='label'] {
    flex: none;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='value'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & [data-part='quantity'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='chevron'] {
    flex: none;
    color: ${vars.color.textSecondary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.borderBrand};
    outline-offset: -2px;
  }
`;

/** Props of {@link GoodsChoiceRow}. */
export interface GoodsChoiceRowProps {
  /** What is chosen or still to choose (`useChoiceSummary`); empty without specifications. */
  summary: string;
  quantity: number;
  /** Opens the specification sheet. */
  onOpen(): void;
}

/**
 * The phone page's line for the specification: the choice so far and the quantity, opening the
 * buy bar's sheet, where the choices are (they are not repeated on the page).
 */
export function GoodsChoiceRow({ summary, quantity, onOpen }: GoodsChoiceRowProps) {
  const { t } = useTranslation();
  return (
    <ChoiceRow type="button" aria-haspopup="dialog" onClick={onOpen}>
      <span data-part="label">{t('shop:goods.spec')}</span>
      <span data-part="value">
        {summary ? <span>{summary}</span> : null}
        <span data-part="quantity">{t('shop:goods.quantity', { number: quantity })}</span>
      </span>
      <span data-part="chevron" aria-hidden="true">
        <Icon name="forward" />
      </span>
    </ChoiceRow>
  );
}

/** Props of {@link GoodsPurchase}. */
export interface GoodsPurchaseProps {
  goods: GoodsDetail;
  /** The chosen value of each specification (the page keeps it: its price and picture follow). */
  choice: SpecChoice;
  onChoiceChange(choice: SpecChoice): void;
  /** The SKU of the choice, undefined until every specification has a value. */
  sku: SkuItem | undefined;
  /** The stock of the SKUs the choice leaves open (the chosen one's, or all of them). */
  stock: number;
  /** The quantity (the page keeps it: the phone's sheet shows it too). */
  quantity: number;
  onQuantityChange(quantity: number): void;
  /** The page's add to cart, buy now and favourite. */
  purchase: Purchase;
}

/**
 * The desktop buy box's choosing: the specification (chips, sold-out values greyed) and quantity,
 * with the stock of the choice, and the favourite, add to cart and buy now under them. (The phone
 * chooses in the buy bar's sheet, opened from {@link GoodsChoiceRow}.)
 */
export function GoodsPurchase({
  goods,
  choice,
  onChoiceChange,
  sku,
  stock,
  quantity,
  onQuantityChange,
  purchase,
}: GoodsPurchaseProps) {
  const { t } = useTranslation();
  const { soldOut } = purchase;
  return (
    <Root aria-label={t('shop:goods.add_to_cart')}>
      {goods.spec.map((spec) => (
        <ChoiceChips
          key={spec.name}
          label={spec.name}
          options={spec.items}
          value={choice[spec.name] ?? null}
          onChange={(value) => onChoiceChange({ ...choice, [spec.name]: value })}
          disabledOptions={soldOutValues(goods, choice, spec.name)}
        />
      ))}
      <div data-part="quantity">
        <QuantityStepper
          value={quantity}
          onChange={onQuantityChange}
          max={sku ? Math.max(sku.stock, 1) : undefined}
          isDisabled={soldOut}
        />
        <p>{t('shop:goods.stock', { number: stock })}</p>
      </div>
      <div data-part="actions">
        <IconButton
          icon="heart"
          variant="outline"
          label={goods.is_follow ? t('shop:goods.unfavourite') : t('shop:goods.favourite')}
          aria-pressed={goods.is_follow}
          onPress={() => void purchase.toggleFavourite()}
          isDisabled={purchase.isFavouriteSaving}
        />
        <Button
          variant="secondary"
          size="lg"
          onPress={() => void purchase.addToCart()}
          isDisabled={soldOut}
        >
          {soldOut ? t('shop:goods.sold_out') : t('shop:goods.add_to_cart')}
        </Button>
        <Button size="lg" onPress={purchase.buyNow} isDisabled={soldOut}>
          {t('shop:goods.buy_now')}
        </Button>
      </div>
    </Root>
  );
}
