import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { goods as goodsApi, type GoodsDetail } from '@bazaar/api/contract';
import { goodsOffer } from '@bazaar/domain';
import { useEndpoint } from '@bazaar/api/swr';
import { styled } from 'styled-components';
import {
  BUY_BAR_SPACE,
  Skeleton,
  SkeletonGroup,
  Stack,
  useLayout,
  vars,
  StateView,
} from '@bazaar/ui';
import { Page, parseId } from '../../app/index.js';
import {
  CatalogueNotFound,
  initialChoice,
  skuForChoice,
  skusForChoice,
  type SpecChoice,
} from '../../features/catalogue/index.js';
import { GoodsBreadcrumbs } from './sections/goods-breadcrumbs.js';
import { GoodsBuyBar, useChoiceSummary, type SheetMode } from './sections/goods-buy-bar.js';
import { GoodsGallery } from './sections/goods-gallery.js';
import { GoodsChoiceRow, GoodsPurchase } from './sections/goods-purchase.js';
import { GoodsReviews } from './sections/goods-reviews.js';
import { GoodsShop } from './sections/goods-shop.js';
import { GoodsSummary } from './sections/goods-summary.js';
import { useGoodsPurchase } from './sections/use-goods-purchase.js';
import { VoucherStrip } from '../../features/vouchers/voucher-strip.js';

/**
 * `/goods/:id`: pictures, price, sales and shipping, the specification and quantity with add to
 * cart, buy now and the favourite, the shop with the chat to it, the latest reviews with a link to
 * all of them, and the description.
 */
export function GoodsScreen() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const { data, error, mutate } = useEndpoint(goodsApi.detail, id ? { id } : null);

  if (!id || error?.status === 404) return <CatalogueNotFound />;
  if (!data) {
    return (
      <Page title={t('shop:goods.details')}>
        {error ? (
          <StateView state="failed" onRetry={() => void mutate()} />
        ) : (
          <SkeletonGroup label={t('common:status.loading')}>
            <Skeleton height="60vw" />
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" width="40%" />
          </SkeletonGroup>
        )}
      </Page>
    );
  }

  return (
    <GoodsPage
      key={data.id}
      goods={data}
      onFollowChange={(isFollow) =>
        void mutate({ ...data, is_follow: isFollow }, { revalidate: false })
      }
    />
  );
}

const DesktopColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 560fr) minmax(0, 560fr);
  align-items: start;
  gap: ${vars.space[9]};

  /* A narrow desktop window (500 to 720 px): the buy box under the gallery. */
  @media (max-width: 719px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[7]};
  }
  & > [data-part='buy-box'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[6]};
    min-width: 0;
  }
  & > [data-part='buy-box'] > section {
    padding-inline: 0;
  }
`;

const Below = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding-block: ${vars.space[9]};

  & > section {
    padding-inline: 0;
  }
`;

/** The phone page leaves room for the fixed buy bar, so nothing hides behind it. */
const PhoneRoot = styled(Stack)`
  padding-bottom: ${BUY_BAR_SPACE};

  & > [data-part='details'] {
    padding-inline: ${vars.layout.gutter};
  }
`;

/**
 * The goods page once loaded. The chosen specification lives here: the price, the struck-through
 * price, the stock and the picture follow the chosen SKU (a price range before a choice), and the
 * cart gets what the page shows. Desktop: breadcrumbs, the gallery beside the buy box (title,
 * price, choices, quantity, buttons, shop), the reviews and details below. Phone: the sections
 * in a column over a fixed buy bar with its specification sheet, the one place the phone chooses;
 * the page shows the choice so far in a row that opens the sheet.
 */
function GoodsPage({
  goods,
  onFollowChange,
}: {
  goods: GoodsDetail;
  onFollowChange(isFollow: boolean): void;
}) {
  const { t } = useTranslation();
  const layout = useLayout();
  const [choice, setChoice] = useState<SpecChoice>(() => initialChoice(goods));
  const [quantity, setQuantity] = useState(1);
  const [sheet, setSheet] = useState<SheetMode | null>(null);
  const summary = useChoiceSummary(goods, choice);
  const sku = skuForChoice(goods, choice);
  // What the choice so far leaves open: its prices, stock and picture (the domain's goodsOffer).
  const open = skusForChoice(goods, choice);
  const offer = open.length > 0 ? goodsOffer(open) : null;
  const purchase = useGoodsPurchase({ goods, choice, sku, quantity, onFollowChange });
  const isDesktop = layout === 'desktop';

  const gallery = <GoodsGallery goods={goods} image={offer?.image ?? null} />;
  const summaryPart = <GoodsSummary goods={goods} offer={offer} titleFirst={isDesktop} />;
  const choose = (
    <GoodsPurchase
      goods={goods}
      choice={choice}
      onChoiceChange={setChoice}
      sku={sku}
      stock={offer?.stock ?? goods.stock}
      quantity={quantity}
      onQuantityChange={setQuantity}
      purchase={purchase}
    />
  );
  const details = goods.content ? (
    <section aria-labelledby="goods-details" data-part="details">
      <h2 id="goods-details">{t('shop:goods.details')}</h2>
      {goods.content.split(/\n+/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  ) : null;

  if (isDesktop) {
    return (
      <Page title={goods.title} hideDesktopTitle>
        <GoodsBreadcrumbs goods={goods} />
        <DesktopColumns>
          {gallery}
          <div data-part="buy-box">
            {summaryPart}
            {choose}
            <VoucherStrip goodsId={goods.id} />
            <GoodsShop goods={goods} />
          </div>
        </DesktopColumns>
        <Below>
          <GoodsReviews goods={goods} />
          {details}
        </Below>
      </Page>
    );
  }

  return (
    <Page title={goods.title}>
      <PhoneRoot gap={5}>
        {gallery}
        {summaryPart}
        <GoodsChoiceRow summary={summary} quantity={quantity} onOpen={() => setSheet('cart')} />
        <VoucherStrip goodsId={goods.id} />
        <GoodsShop goods={goods} />
        <GoodsReviews goods={goods} />
        {details}
      </PhoneRoot>
      <GoodsBuyBar
        goods={goods}
        choice={choice}
        onChoiceChange={setChoice}
        sku={sku}
        offer={offer}
        quantity={quantity}
        onQuantityChange={setQuantity}
        purchase={purchase}
        mode={sheet}
        onModeChange={setSheet}
      />
    </Page>
  );
}
