import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { GoodsDetail, SkuItem } from '@bazaar/api/contract';
import { Button, ChoiceChips, IconButton, QuantityStepper, vars } from '@bazaar/ui';
import type { SpecChoice } from '../../../features/catalogue/index.js';
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
  /** Show the favourite, add to cart and buy now (the desktop buy box; the phone has its bar). */
  showActions: boolean;
}

/**
 * Choosing the specification (chips) and quantity, with the stock of the choice; on desktop the
 * favourite, add to cart and buy now under them.
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
  showActions,
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
      {showActions ? (
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
      ) : null}
    </Root>
  );
}
