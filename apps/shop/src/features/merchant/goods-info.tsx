import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { merchant } from '@bazaar/api/contract';
import { EmptyState, StateView } from '@bazaar/ui';
import { useAddressedRecord } from '../record/use-addressed-record.js';
import { Column, Panel } from '../user/sections/index.js';

/**
 * The goods of a goods page of the merchant area (`/mt/goods_edit/{id}`, `/mt/goods_price/{id}`):
 * the id of the address (`null` when it has none or a bad one) and its details
 * (`merchant/goodsInfo`, not read without an id).
 */
export function useRouteGoodsInfo() {
  const { id, read } = useAddressedRecord(merchant.goodsInfo);
  return { id, info: read, goods: read.data };
}

/** Props of {@link GoodsInfoFailed}. */
export interface GoodsInfoFailedProps {
  /** Reads the details again; without it (no goods to read) the empty state shows instead. */
  onRetry?: () => void;
}

/** The goods' details could not be read (or there are none): the failure and the way back. */
export function GoodsInfoFailed({ onRetry }: GoodsInfoFailedProps) {
  const { t } = useTranslation();
  return (
    <Column>
      {onRetry ? <StateView state="failed" onRetry={onRetry} /> : <EmptyState />}
      <Panel>
        <Link to="/mt/goods">{t('merchant:goods.title')}</Link>
      </Panel>
    </Column>
  );
}
