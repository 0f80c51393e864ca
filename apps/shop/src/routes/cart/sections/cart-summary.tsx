import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { Cart, CurrencyEntry } from '@bazaar/domain';
import { Button, Checkbox, CurrencyPrice, vars } from '@bazaar/ui';

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.layout.gutter};
  background: ${vars.color.bgSurface};
  border-top: 1px solid ${vars.color.border};

  & > label {
    flex: none;
  }
  /* The label and the amount each stay whole; on a narrow phone the amount goes under the label
     ("合計：" broke into "合 / 計：" beside "すべて選 / 択" at 375 px in Japanese). */
  & [data-part='total'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: baseline;
    column-gap: ${vars.space[2]};
    margin-inline-start: auto;
    white-space: nowrap;
  }
`;

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  cart: Cart;
  currency: CurrencyEntry;
  isDisabled: boolean;
  onSelectAll(checked: boolean): void;
  onCheckout(): void;
  onDelete(): void;
  onFollow(): void;
}

/**
 * The cart's bottom bar: select all, then the total of the ticked lines and checkout (with the
 * ticked quantity), or in manage mode move to favourites and delete.
 */
export function CartSummary({
  cart,
  currency,
  isDisabled,
  onSelectAll,
  onCheckout,
  onDelete,
  onFollow,
}: CartSummaryProps) {
  const { t } = useTranslation();
  return (
    <Bar>
      <Checkbox
        shape="round"
        isSelected={cart.status}
        isIndeterminate={!cart.status && cart.allchoose > 0}
        onChange={onSelectAll}
        isDisabled={isDisabled}
      >
        {t('common:action.select_all')}
      </Checkbox>
      {cart.operate ? (
        <>
          <Button variant="outline" size="sm" onPress={onFollow} isDisabled={isDisabled}>
            {t('shop:cart.follow')}
          </Button>
          <Button variant="danger" size="sm" onPress={onDelete} isDisabled={isDisabled}>
            {t('common:action.delete')}
          </Button>
        </>
      ) : (
        <>
          <p data-part="total">
            {t('shop:cart.total')}
            <CurrencyPrice amount={cart.allsum} currency={currency} />
          </p>
          <Button onPress={onCheckout} isDisabled={isDisabled}>
            {t('shop:cart.checkout', { number: cart.allnum })}
          </Button>
        </>
      )}
    </Bar>
  );
}
