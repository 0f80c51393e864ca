import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/errors.js';
import { add, toMoneyString } from '../money/money.js';
import { EMPTY_CART, cartReducer, type CartAction } from './cart.js';
import type { Cart } from './cart-types.js';

// A small catalogue so that actions often hit the same lines, shops and prices.
const catalogue = [
  { shop_id: 1, goods_id: 10, sku_id: 100, price: '0.01' },
  { shop_id: 1, goods_id: 10, sku_id: 101, price: '19.99' },
  { shop_id: 1, goods_id: 11, sku_id: 110, price: '0.10' },
  { shop_id: 2, goods_id: 20, sku_id: 200, price: '1234.56' },
  { shop_id: 3, goods_id: 30, sku_id: 300, price: '0.33' },
];

const item = fc.constantFrom(...catalogue);
const lineRef = item.map(({ goods_id, sku_id }) => ({ goods_id, sku_id }));

const action: fc.Arbitrary<CartAction> = fc.oneof(
  fc.tuple(item, fc.integer({ min: -1, max: 5 })).map(([goods, number]) => ({
    type: 'add' as const,
    goods: {
      shop_id: goods.shop_id,
      shop_name: `Shop ${goods.shop_id}`,
      goods_id: goods.goods_id,
      sku_id: goods.sku_id,
      title: 't',
      image: 'i',
      sku: { id: goods.sku_id, price: goods.price },
      number,
    },
  })),
  lineRef.map((ref) => ({ type: 'bcadd' as const, ...ref })),
  lineRef.map((ref) => ({ type: 'bcsub' as const, ...ref })),
  lineRef.map((ref) => ({ type: 'bcsub' as const, ...ref })),
  fc
    .tuple(lineRef, fc.boolean())
    .map(([ref, checked]) => ({ type: 'tick' as const, ...ref, checked })),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.boolean())
    .map(([shop_id, checked]) => ({ type: 'tick_shop' as const, shop_id, checked })),
  fc.boolean().map((checked) => ({ type: 'tick_all' as const, checked })),
  fc.constantFrom<CartAction>(
    { type: 'del' },
    { type: 'follow' },
    { type: 'ordered' },
    { type: 'empty' },
  ),
  fc.array(lineRef, { maxLength: 2 }).map((lines) => ({ type: 'del' as const, lines })),
  fc.boolean().map((operate) => ({ type: 'operate' as const, operate })),
);

/** Applies the actions, skipping refused ones (a refusal must leave the cart as it was). */
function* states(actions: CartAction[]): Generator<Cart> {
  let cart = EMPTY_CART;
  for (const next of actions) {
    try {
      cart = cartReducer(cart, next);
    } catch (error) {
      if (!isDomainError(error)) throw error;
    }
    yield cart;
  }
}

const sequences = fc.array(action, { maxLength: 40 });

describe('cart properties', () => {
  it('totals always equal the sums of the ticked lines', () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const cart of states(actions)) {
          const lines = cart.list.flatMap((shop) => shop.products);
          const ticked = lines.filter((line) => line.checked);
          expect(cart.allsum).toBe(toMoneyString(add(...ticked.map((line) => line.sum))));
          expect(cart.allnum).toBe(ticked.reduce((total, line) => total + line.number, 0));
          expect(cart.allchoose).toBe(ticked.length);
          expect(cart.cartnum).toBe(lines.reduce((total, line) => total + line.number, 0));
          for (const line of lines) {
            expect(line.sum).toBe(
              toMoneyString(add(...Array<string>(line.number).fill(line.sku.price))),
            );
          }
          for (const shop of cart.list) {
            expect(shop.choose).toBe(shop.products.filter((line) => line.checked).length);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('select-all is true exactly when every shop is fully ticked', () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const cart of states(actions)) {
          const everyShopTicked =
            cart.list.length > 0 &&
            cart.list.every((shop) => shop.products.every((line) => line.checked));
          expect(cart.status).toBe(everyShopTicked);
          for (const shop of cart.list) {
            expect(shop.check).toBe(shop.products.every((line) => line.checked));
            expect(shop.products.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('no sequence of actions makes a number below 1', () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const cart of states(actions)) {
          for (const shop of cart.list) {
            for (const line of shop.products) {
              expect(Number.isInteger(line.number)).toBe(true);
              expect(line.number).toBeGreaterThanOrEqual(1);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
