import { useTranslation } from 'react-i18next';
import type { GoodsDetail, SkuItem } from '@bazaar/api/contract';
import { specNamesText, specValuesText, type GoodsOffer } from '@bazaar/domain';
import { BuyBar, CurrencyPrice, SpecSheet } from '@bazaar/ui';
import {
  shopPath,
  soldOutChoices,
  useCurrency,
  type SpecChoice,
} from '../../../features/catalogue/index.js';
import { shopChatPath } from '../../../features/chat/chat-targets.js';
import type { GoodsPurchase } from './use-goods-purchase.js';

/** Why the sheet is open: what its confirm button does. */
export type SheetMode = 'cart' | 'buy';

/**
 * What the choice says ("Chosen: Red / XL", or "Choose Size and Pack" while a specification has no
 * value); empty for a goods without specifications.
 */
export function useChoiceSummary(goods: GoodsDetail, choice: SpecChoice): string {
  const { t, i18n } = useTranslation();
  if (goods.spec.length === 0) return '';
  const missingNames = goods.spec
    .filter((spec) => choice[spec.name] === undefined)
    .map((spec) => spec.name);
  return missingNames.length > 0
    ? t('shop:goods.choose', { names: specNamesText(missingNames, i18n.language) })
    : t('shop:goods.chosen', {
        value: specValuesText(goods.spec.map((spec) => choice[spec.name] ?? '')),
      });
}

/** Props of {@link GoodsBuyBar}. */
export interface GoodsBuyBarProps {
  goods: GoodsDetail;
  choice: SpecChoice;
  onChoiceChange(choice: SpecChoice): void;
  sku: SkuItem | undefined;
  /** The offer of the SKUs the choice leaves open (the domain's `goodsOffer`). */
  offer: GoodsOffer | null;
  quantity: number;
  onQuantityChange(quantity: number): void;
  purchase: GoodsPurchase;
  /** Why the sheet is open, or null while it is closed (the page keeps it: its choice row opens it). */
  mode: SheetMode | null;
  onModeChange(mode: SheetMode | null): void;
}

/**
 * The phone's buy bar (shop, chat, favourite, add to cart, buy now) and its specification sheet,
 * the one place the phone chooses (sold-out values greyed): add to cart and buy now open the sheet
 * while a specification has no value (its confirm then adds or buys); with a full choice they act
 * at once. The page's choice row opens it too.
 */
export function GoodsBuyBar({
  goods,
  choice,
  onChoiceChange,
  sku,
  offer,
  quantity,
  onQuantityChange,
  purchase,
  mode,
  onModeChange: setMode,
}: GoodsBuyBarProps) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const summary = useChoiceSummary(goods, choice);
  const price = offer?.price ?? { min: goods.price, max: goods.price };
  const stock = offer?.stock ?? goods.stock;

  const act = (next: SheetMode) => {
    if (purchase.missing !== undefined) return setMode(next);
    if (next === 'cart') void purchase.addToCart();
    else purchase.buyNow();
  };
  const confirm = async () => {
    if (mode === 'buy') {
      if (purchase.missing === undefined) setMode(null);
      purchase.buyNow();
      return;
    }
    if (await purchase.addToCart()) setMode(null);
  };

  return (
    <>
      <BuyBar
        shopHref={shopPath(goods.shop.id)}
        chatHref={shopChatPath(goods.shop.id, goods.id)}
        isFavourite={goods.is_follow}
        onFavouritePress={() => void purchase.toggleFavourite()}
        isFavouriteDisabled={purchase.isFavouriteSaving}
        addToCartLabel={purchase.soldOut ? t('shop:goods.sold_out') : t('shop:goods.add_to_cart')}
        buyNowLabel={t('shop:goods.buy_now')}
        onAddToCart={() => act('cart')}
        onBuyNow={() => act('buy')}
        isSoldOut={purchase.soldOut}
      />
      <SpecSheet
        isOpen={mode !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setMode(null);
        }}
        title={t('shop:goods.spec')}
        image={offer?.image || goods.image}
        price={
          <CurrencyPrice amount={price.min} maxAmount={price.max} currency={currency} size="lg" />
        }
        stockText={t('shop:goods.stock', { number: stock })}
        summary={summary}
        specs={goods.spec}
        choice={choice}
        soldOut={soldOutChoices(goods, choice)}
        onChoiceChange={(name, value) => onChoiceChange({ ...choice, [name]: value })}
        quantity={quantity}
        onQuantityChange={onQuantityChange}
        maxQuantity={sku ? Math.max(sku.stock, 1) : undefined}
        confirmLabel={
          purchase.soldOut
            ? t('shop:goods.sold_out')
            : mode === 'buy'
              ? t('shop:goods.buy_now')
              : t('shop:goods.add_to_cart')
        }
        onConfirm={() => void confirm()}
        isConfirmDisabled={purchase.soldOut}
      />
    </>
  );
}
