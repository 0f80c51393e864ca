import { useId } from 'react';
import type { CurrencyEntry, MoneyValue } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button/icon-button.js';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { CurrencyPrice } from '../price/price.js';
import { Root, Title } from './goods-card.styles.js';

/** What a goods card shows. */
export interface GoodsSummary {
  /** The goods id. */
  id: number | string;
  /** The title. */
  title: string;
  /** The main picture's address. */
  image: string;
  /** The selling price, stored amount. */
  price: MoneyValue;
  /** The market price, stored amount, struck through when given. */
  marketPrice?: MoneyValue;
  /** Units sold, all time (counted from paid orders by the server). */
  sales?: number;
}

/** How wide a grid card's picture shows: half a phone, a fifth of the 1200-pixel desktop page. */
const GRID_SIZES = '(min-width: 500px) 240px, 50vw';
/** A list row's picture: about a third of a phone, at most 160 pixels. */
const LIST_SIZES = '(min-width: 500px) 160px, 33vw';

/** Props of `GoodsCard`. */
export interface GoodsCardProps {
  /** The goods. */
  goods: GoodsSummary;
  /** The display currency. */
  currency: CurrencyEntry;
  /** The goods page's address. */
  href: string;
  /** `grid` for two or five columns, `list` for a row with the picture at the start. @default 'grid' */
  layout?: 'grid' | 'list';
  /** Shows an add-to-cart button that calls this. */
  onAddToCart?: () => void;
  /**
   * The page's main picture (the first card of a page that opens on a list): loaded at once with
   * high priority instead of lazily. @default false
   */
  priority?: boolean;
}

/**
 * A goods tile: picture, two lines of title, price, market price and units sold. Its
 * add-to-cart button is described by the title, so a grid's buttons are told apart.
 */
export function GoodsCard({
  goods,
  currency,
  href,
  layout = 'grid',
  onAddToCart,
  priority = false,
}: GoodsCardProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <Root data-layout={layout}>
      <div data-part="media">
        <LazyImage
          src={goods.image}
          alt=""
          ratio={1}
          sizes={layout === 'grid' ? GRID_SIZES : LIST_SIZES}
          priority={priority}
        />
      </div>
      <div data-part="body">
        <Title href={href} id={titleId}>
          {goods.title}
        </Title>
        <div data-part="meta">
          <div data-part="prices">
            <CurrencyPrice amount={goods.price} currency={currency} />
            {goods.marketPrice !== undefined ? (
              <CurrencyPrice amount={goods.marketPrice} currency={currency} variant="original" />
            ) : null}
            {goods.sales !== undefined ? (
              <span data-part="sales">{t('goods.sales', { count: goods.sales })}</span>
            ) : null}
          </div>
          {onAddToCart ? (
            <span data-part="action">
              <IconButton
                icon="cart"
                size="sm"
                variant="brand"
                label={t('goods.add_to_cart')}
                aria-describedby={titleId}
                onPress={onAddToCart}
              />
            </span>
          ) : null}
        </div>
      </div>
    </Root>
  );
}
