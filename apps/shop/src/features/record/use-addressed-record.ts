import { useParams, useSearchParams } from 'react-router-dom';
import type { SWRConfiguration, SWRResponse } from 'swr';
import type { AnyEndpoint, ApiError, InputOf } from '@bazaar/api';
import type { ResponseOf } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { parseId } from '../../app/index.js';

/** An endpoint that reads one record by its `id` (`order/getOrderInfo`, `merchant/goodsInfo`). */
export type ReadsById<E> = { id: number } extends InputOf<E> ? E : never;

/** Where the address names the record's id. */
export type IdPlace = 'path' | 'query';

/** Options of {@link useAddressedRecord}: SWR's, and where the id is. */
export interface AddressedRecordOptions<T> extends SWRConfiguration<T, ApiError> {
  /**
   * Where the id stands: the route's `:id` (`/user/order/details/12`) or the `id` of the query
   * (`/user/order/comment?id=12`).
   * @default 'path'
   */
  idFrom?: IdPlace;
}

/** What {@link useAddressedRecord} gives a screen: the two props `ReadPage` takes. */
export interface AddressedRecord<T> {
  /** The id the address names; null when it names none or a bad one (nothing is read then). */
  readonly id: number | null;
  /** The read of the record (an SWR result); never started without an id. */
  readonly read: SWRResponse<T, ApiError>;
}

/** The id the address names at `place`, null when it names none or a bad one. */
export function useAddressedId(place: IdPlace = 'path'): number | null {
  const pathId = useParams().id;
  const [query] = useSearchParams();
  return parseId(place === 'path' ? pathId : query.get('id'));
}

/**
 * The record the address names by its id, read with `endpoint`: the id (null without one) and its
 * SWR read, ready to hand to `ReadPage` (`<ReadPage {...record}>`), which shows it loading, failed
 * (with Retry, none without an id) or ready.
 */
export function useAddressedRecord<E extends AnyEndpoint>(
  endpoint: E & ReadsById<E>,
  { idFrom, ...config }: AddressedRecordOptions<ResponseOf<E>> = {},
): AddressedRecord<ResponseOf<E>> {
  const id = useAddressedId(idFrom);
  const read = useEndpoint(endpoint, id ? ({ id } as InputOf<E>) : null, config);
  return { id, read };
}
