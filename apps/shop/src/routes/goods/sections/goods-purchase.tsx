import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { product, type GoodsDetail } from '@bazaar/api/contract';
import { useEndpointMutation } from '@bazaar/api/swr';
import { ORDER_CONFIRM_PATH } from '@bazaar/domain';
import { Button, IconButton, QuantityStepper, Radio, RadioGroup, vars } from '@bazaar/ui';
import { loginPath, useNotify } from '../../../app/index.js';
import { useCartActions } from '../../../features/cart/index.js';
import {
  differenceValues,
  missingSpec,
  skuForChoice,
  type SpecChoice,
} from '../../../features/catalogue/index.js';
import { setPendingOrder, useSession, useStore } from '../../../state/index.js';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding-inline: ${vars.layout.gutter};

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
  /** Called with the new favourite state (the page keeps it without reloading). */
  onFollowChange(isFollow: boolean): void;
}

/**
 * Choosing the specification and quantity, then add to cart or buy now; the favourite toggle.
 * Buying now and the favourite need a login (the user is sent to log in and comes back).
 */
export function GoodsPurchase({ goods, onFollowChange }: GoodsPurchaseProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const store = useStore();
  const { isLoggedIn } = useSession();
  const cart = useCartActions();
  const follow = useEndpointMutation(product.follow);
  const [choice, setChoice] = useState<SpecChoice>(() =>
    // A goods without choices (one value per spec) starts chosen.
    Object.fromEntries(
      goods.spec
        .filter((spec) => spec.items.length === 1)
        .map((spec) => [spec.name, spec.items[0]!]),
    ),
  );
  const [quantity, setQuantity] = useState(1);
  const sku = skuForChoice(goods, choice);
  const soldOut = goods.stock === 0 || sku?.stock === 0;

  const needLogin = () => {
    notify.error('errors:login_required');
    void navigate(loginPath(pathname));
  };
  const chosenSku = () => {
    const missing = missingSpec(goods, choice);
    if (missing !== undefined || !sku) {
      notify.error('shop:goods.choose_spec', { name: missing ?? goods.spec[0]?.name ?? '' });
      return null;
    }
    return sku;
  };

  const addToCart = async () => {
    const chosen = chosenSku();
    if (!chosen) return;
    const added = await cart.add({
      shop_id: goods.shop.id,
      shop_name: goods.shop.shopname,
      goods_id: goods.id,
      sku_id: chosen.id,
      title: goods.title,
      image: goods.image,
      sku: { id: chosen.id, price: chosen.price, difference: differenceValues(chosen) },
      number: quantity,
    });
    if (added) notify.success('shop:goods.added');
  };

  const buyNow = () => {
    const chosen = chosenSku();
    if (!chosen) return;
    if (!isLoggedIn) return needLogin();
    setPendingOrder(store, [{ goods_id: goods.id, sku_id: chosen.id, number: quantity }]);
    void navigate(ORDER_CONFIRM_PATH);
  };

  const toggleFavourite = async () => {
    if (!isLoggedIn) return needLogin();
    try {
      const answer = await follow.trigger({ id: goods.id });
      onFollowChange(answer.is_follow);
      notify.success('common:success.operation');
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <Root aria-label={t('shop:goods.add_to_cart')}>
      {goods.spec.map((spec) => (
        <RadioGroup
          key={spec.name}
          label={spec.name}
          orientation="horizontal"
          value={choice[spec.name] ?? null}
          onChange={(value) => setChoice((current) => ({ ...current, [spec.name]: value }))}
        >
          {spec.items.map((item) => (
            <Radio key={item} value={item}>
              {item}
            </Radio>
          ))}
        </RadioGroup>
      ))}
      <QuantityStepper
        value={quantity}
        onChange={setQuantity}
        max={sku ? Math.max(sku.stock, 1) : undefined}
        isDisabled={soldOut}
      />
      {sku ? <p>{t('shop:goods.stock', { number: sku.stock })}</p> : null}
      <div data-part="actions">
        <IconButton
          icon="heart"
          variant="outline"
          label={goods.is_follow ? t('shop:goods.unfavourite') : t('shop:goods.favourite')}
          aria-pressed={goods.is_follow}
          onPress={() => void toggleFavourite()}
          isDisabled={follow.isMutating}
        />
        <Button variant="secondary" onPress={() => void addToCart()} isDisabled={soldOut}>
          {soldOut ? t('shop:goods.sold_out') : t('shop:goods.add_to_cart')}
        </Button>
        <Button onPress={buyNow} isDisabled={soldOut}>
          {t('shop:goods.buy_now')}
        </Button>
      </div>
    </Root>
  );
}
