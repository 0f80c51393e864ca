import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.js';
import { remCss } from '@bazaar/domain';
import { Action, BUY_BAR_HEIGHT, Root, ToolButton, ToolLink } from './buy-bar.styles.js';

/** Props of `BuyBar`. */
export interface BuyBarProps {
  /** Where "Shop" leads (the storefront). */
  shopHref: string;
  /** Where "Chat" leads (the chat with the shop about the goods). */
  chatHref: string;
  /** The favourite's state (controlled): "Favourite" is pressed (`aria-pressed`) and filled. */
  isFavourite: boolean;
  /** Called when the favourite is pressed. */
  onFavouritePress: () => void;
  /** Disables the favourite while it saves. @default false */
  isFavouriteDisabled?: boolean;
  /** The add-to-cart button's label ("Add to cart", or "Sold out"), translated. */
  addToCartLabel: string;
  /** The buy-now button's label, translated. */
  buyNowLabel: string;
  /** Called by add to cart (the page opens the specification sheet when a choice is needed). */
  onAddToCart: () => void;
  /** Called by buy now. */
  onBuyNow: () => void;
  /** Nothing to sell (sold out): both buttons disabled. @default false */
  isSoldOut?: boolean;
}

/**
 * The phone goods page's buy bar, fixed at the bottom (above the safe area): the shop, the chat
 * and the favourite, then add to cart and buy now. A page under it pads its bottom by
 * `BUY_BAR_SPACE` so nothing hides behind it.
 */
export function BuyBar({
  shopHref,
  chatHref,
  isFavourite,
  onFavouritePress,
  isFavouriteDisabled = false,
  addToCartLabel,
  buyNowLabel,
  onAddToCart,
  onBuyNow,
  isSoldOut = false,
}: BuyBarProps) {
  const { t } = useTranslation('ui');
  return (
    <Root role="group" aria-label={t('buy_bar.label')} data-part="buy-bar">
      <div data-part="tools">
        <ToolLink href={shopHref}>
          <Icon name="shop" />
          {t('buy_bar.shop')}
        </ToolLink>
        <ToolLink href={chatHref}>
          <Icon name="service" />
          {t('buy_bar.chat')}
        </ToolLink>
        <ToolButton
          aria-pressed={isFavourite}
          onPress={onFavouritePress}
          isDisabled={isFavouriteDisabled}
        >
          <Icon name="heart" />
          {t('buy_bar.favourite')}
        </ToolButton>
      </div>
      <div data-part="buttons">
        <Action data-kind="cart" onPress={onAddToCart} isDisabled={isSoldOut}>
          {addToCartLabel}
        </Action>
        <Action data-kind="buy" onPress={onBuyNow} isDisabled={isSoldOut}>
          {buyNowLabel}
        </Action>
      </div>
    </Root>
  );
}

/** The room a page leaves at its bottom for the bar (its height and the safe area), as CSS. */
export const BUY_BAR_SPACE = `calc(${remCss(BUY_BAR_HEIGHT)} + env(safe-area-inset-bottom))`;
