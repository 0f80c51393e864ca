import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/errors.js';
import {
  EMPTY_CART,
  canDecrease,
  cartReducer,
  computeCart,
  deleteStorageType,
  mergeCarts,
  removedLines,
  restoreLines,
  tickedLines,
  type CartAction,
} from './cart.js';
import type { Cart, CartAddInput } from './cart-types.js';
import { settle } from './settlement.js';

function goods(overrides: Partial<CartAddInput> = {}): CartAddInput {
  return {
    shop_id: 1,
    shop_name: 'Shop one',
    goods_id: 10,
    sku_id: 100,
    title: 'Tea',
    image: '/t.png',
    sku: { id: 100, price: '12.50' },
    number: 1,
    ...overrides,
  };
}

function run(...actions: CartAction[]): Cart {
  return actions.reduce(cartReducer, EMPTY_CART);
}

const teaA = goods();
const teaB = goods({ sku_id: 101, sku: { id: 101, price: '0.10' } });
const cup = goods({
  shop_id: 2,
  shop_name: 'Shop two',
  goods_id: 20,
  sku_id: 200,
  sku: { id: 200, price: '0.20' },
});

describe('computeCart', () => {
  it('derives every total from the lines', () => {
    const cart = computeCart([
      {
        shop_id: 1,
        shop_name: 'Shop one',
        check: true,
        choose: 99,
        products: [
          {
            goods_id: 10,
            sku_id: 100,
            title: 'Tea',
            image: '',
            sku: { id: 100, price: '0.10' },
            number: 3,
            checked: true,
            sum: '999.00',
          },
          {
            goods_id: 10,
            sku_id: 101,
            title: 'Tea',
            image: '',
            sku: { id: 101, price: '0.20' },
            number: 2,
            checked: false,
          },
        ],
      },
      { shop_id: 3, shop_name: 'Empty', products: [] },
    ]);
    expect(cart).toEqual({
      list: [expect.objectContaining({ shop_id: 1, check: false, choose: 1 })],
      cartnum: 5,
      allchoose: 1,
      allsum: '0.30',
      allnum: 3,
      status: false,
      operate: false,
    });
    expect(cart.list[0]!.products.map((line) => line.sum)).toEqual(['0.30', '0.40']);
  });

  it('an empty cart is not select-all', () => {
    expect(EMPTY_CART).toEqual({
      list: [],
      cartnum: 0,
      allchoose: 0,
      allsum: '0.00',
      allnum: 0,
      status: false,
      operate: false,
    });
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a stored quantity of %s', (number) => {
    expect(() =>
      computeCart([
        {
          shop_id: 1,
          shop_name: '',
          products: [
            {
              goods_id: 1,
              sku_id: 1,
              title: '',
              image: '',
              sku: { id: 1, price: '1.00' },
              number,
              checked: false,
            },
          ],
        },
      ]),
    ).toThrow('cart_number_invalid');
  });
});

describe('add', () => {
  it('adds a new shop group with an unticked line', () => {
    const cart = run({ type: 'add', goods: teaA });
    expect(cart.list).toHaveLength(1);
    expect(cart.list[0]!.products[0]).toMatchObject({
      goods_id: 10,
      sku_id: 100,
      number: 1,
      sum: '12.50',
      checked: false,
    });
    expect(cart.cartnum).toBe(1);
  });

  it.each([
    ['same shop, goods and sku: merges', teaA, 1, 3],
    ['same goods, other sku: new line', teaB, 2, 1],
    ['other shop: new group', cup, 2, 1],
  ])('%s', (_name, second, expectedLines, firstNumber) => {
    const cart = run(
      { type: 'add', goods: teaA },
      { type: 'add', goods: { ...second, number: 2 } },
    );
    expect(cart.list.flatMap((shop) => shop.products)).toHaveLength(expectedLines);
    expect(cart.list[0]!.products[0]!.number).toBe(firstNumber);
    expect(cart.cartnum).toBe(3);
  });

  it('a merge keeps the tick and takes the latest price', () => {
    const cart = run(
      { type: 'add', goods: teaA },
      { type: 'tick', goods_id: 10, sku_id: 100, checked: true },
      { type: 'add', goods: { ...teaA, sku: { id: 100, price: '10.00' } } },
    );
    expect(cart.list[0]!.products[0]).toMatchObject({ number: 2, sum: '20.00', checked: true });
    expect(cart.allsum).toBe('20.00');
  });

  it.each([0, -2, 1.5])('refuses to add %s pieces', (number) => {
    expect(() => run({ type: 'add', goods: { ...teaA, number } })).toThrow('cart_number_invalid');
  });
});

describe('increase and decrease', () => {
  it.each([
    [['bcadd'], 2, '25.00'],
    [['bcadd', 'bcadd', 'bcsub'], 2, '25.00'],
    [['bcadd', 'bcsub'], 1, '12.50'],
  ] as const)('%j gives number %d and sum %s', (steps, number, total) => {
    const cart = run(
      { type: 'add', goods: teaA },
      ...steps.map((type): CartAction => ({ type, goods_id: 10, sku_id: 100 })),
    );
    expect(cart.list[0]!.products[0]).toMatchObject({ number, sum: total });
  });

  it('refuses to decrease at 1 and changes nothing', () => {
    const cart = run({ type: 'add', goods: teaA });
    expect(() => cartReducer(cart, { type: 'bcsub', goods_id: 10, sku_id: 100 })).toThrow(
      new DomainError('cart_decrease_at_one'),
    );
    expect(cart.list[0]!.products[0]!.number).toBe(1);
  });

  it.each([
    [1, false],
    [2, true],
  ])('canDecrease at %d is %s', (number, expected) => {
    expect(canDecrease({ number })).toBe(expected);
  });

  it('refuses an unknown line', () => {
    expect(() => run({ type: 'bcadd', goods_id: 1, sku_id: 1 })).toThrow('cart_line_not_found');
    expect(() => run({ type: 'tick', goods_id: 1, sku_id: 1, checked: true })).toThrow(
      'cart_line_not_found',
    );
  });
});

describe('ticking', () => {
  const base = run(
    { type: 'add', goods: teaA },
    { type: 'add', goods: teaB },
    { type: 'add', goods: cup },
  );

  it.each<[string, CartAction[], boolean[], boolean, number, string]>([
    ['nothing', [], [false, false], false, 0, '0.00'],
    [
      'one line',
      [{ type: 'tick', goods_id: 10, sku_id: 100, checked: true }],
      [false, false],
      false,
      1,
      '12.50',
    ],
    [
      'one shop',
      [{ type: 'tick_shop', shop_id: 1, checked: true }],
      [true, false],
      false,
      2,
      '12.60',
    ],
    [
      'both shops one by one',
      [
        { type: 'tick_shop', shop_id: 1, checked: true },
        { type: 'tick_shop', shop_id: 2, checked: true },
      ],
      [true, true],
      true,
      3,
      '12.80',
    ],
    ['all', [{ type: 'tick_all', checked: true }], [true, true], true, 3, '12.80'],
    [
      'all then one off',
      [
        { type: 'tick_all', checked: true },
        { type: 'tick', goods_id: 10, sku_id: 101, checked: false },
      ],
      [false, true],
      false,
      2,
      '12.70',
    ],
    [
      'all then none',
      [
        { type: 'tick_all', checked: true },
        { type: 'tick_all', checked: false },
      ],
      [false, false],
      false,
      0,
      '0.00',
    ],
  ])('%s', (_name, actions, shopChecks, status, allchoose, allsum) => {
    const cart = actions.reduce(cartReducer, base);
    expect(cart.list.map((shop) => shop.check)).toEqual(shopChecks);
    expect(cart.status).toBe(status);
    expect(cart.allchoose).toBe(allchoose);
    expect(cart.allsum).toBe(allsum);
  });

  it('edit mode is a flag that survives other actions', () => {
    const cart = [
      { type: 'operate', operate: true },
      { type: 'tick_all', checked: true },
      { type: 'empty' },
    ].reduce<Cart>((state, action) => cartReducer(state, action as CartAction), base);
    expect(cart.operate).toBe(true);
    expect(cart.list).toEqual([]);
  });
});

describe('delete, follow, empty, ordered', () => {
  const base = run(
    { type: 'add', goods: teaA },
    { type: 'add', goods: teaB },
    { type: 'add', goods: cup },
  );

  it('delete removes the ticked lines and empty groups', () => {
    const cart = [
      { type: 'tick_shop', shop_id: 2, checked: true },
      { type: 'tick', goods_id: 10, sku_id: 100, checked: true },
      { type: 'del' },
    ].reduce<Cart>((state, action) => cartReducer(state, action as CartAction), base);
    expect(cart.list.map((shop) => shop.shop_id)).toEqual([1]);
    expect(cart.list[0]!.products.map((line) => line.sku_id)).toEqual([101]);
  });

  it('delete with everything ticked empties the cart, and the wire type says so', () => {
    const all = cartReducer(base, { type: 'tick_all', checked: true });
    expect(deleteStorageType(all)).toBe('empty');
    expect(deleteStorageType(base)).toBe('del');
    expect(cartReducer(all, { type: 'del' })).toEqual(EMPTY_CART);
  });

  it.each(['del', 'follow'] as const)('%s with nothing ticked is refused', (type) => {
    expect(() => cartReducer(base, { type })).toThrow('select_item_first');
  });

  it('follow and del accept explicit lines (the wire form)', () => {
    const cart = cartReducer(base, { type: 'follow', lines: [{ goods_id: 20, sku_id: 200 }] });
    expect(cart.list.map((shop) => shop.shop_id)).toEqual([1]);
  });

  it('after an order the ticked lines go; with nothing ticked nothing changes', () => {
    const ticked = cartReducer(base, { type: 'tick_shop', shop_id: 1, checked: true });
    expect(cartReducer(ticked, { type: 'ordered' }).list.map((shop) => shop.shop_id)).toEqual([2]);
    expect(cartReducer(base, { type: 'ordered' })).toBe(base);
    expect(
      cartReducer(base, { type: 'ordered', lines: [{ goods_id: 20, sku_id: 200 }] }).cartnum,
    ).toBe(2);
  });

  it('empty removes everything', () => {
    expect(cartReducer(base, { type: 'empty' })).toEqual(EMPTY_CART);
  });

  it('never changes the cart it is given', () => {
    const frozen = JSON.parse(JSON.stringify(base)) as Cart;
    cartReducer(base, { type: 'tick_all', checked: true });
    cartReducer(base, { type: 'bcadd', goods_id: 10, sku_id: 100 });
    expect(base).toEqual(frozen);
  });
});

describe('mergeCarts', () => {
  it('adds the visitor lines to the server cart, summing matching lines and keeping ticks', () => {
    const server = run(
      { type: 'add', goods: teaA },
      { type: 'add', goods: cup },
      { type: 'tick', goods_id: 20, sku_id: 200, checked: true },
    );
    const local = run(
      { type: 'add', goods: { ...teaA, number: 2 } },
      { type: 'add', goods: teaB },
      { type: 'tick', goods_id: 10, sku_id: 101, checked: true },
    );
    const merged = mergeCarts(server, local);
    expect(
      merged.list.map((shop) =>
        shop.products.map((line) => [line.sku_id, line.number, line.checked]),
      ),
    ).toEqual([
      [
        [100, 3, false],
        [101, 1, true],
      ],
      [[200, 1, true]],
    ]);
    expect(merged.cartnum).toBe(5);
  });

  it('merging an empty visitor cart changes nothing', () => {
    const server = run({ type: 'add', goods: teaA });
    expect(mergeCarts(server, EMPTY_CART)).toEqual(server);
    expect(mergeCarts(EMPTY_CART, server)).toEqual(server);
  });
});

describe('settle', () => {
  const cart = run({ type: 'add', goods: { ...teaA, number: 2 } }, { type: 'add', goods: cup });

  it('refuses without a ticked line, logged in or not', () => {
    expect(settle(cart, true)).toEqual({
      type: 'refuse',
      code: 'select_item_first',
      messageKey: 'errors:select_item_first',
    });
    expect(settle(cart, false).type).toBe('refuse');
  });

  it('sends a visitor to log in', () => {
    const ticked = cartReducer(cart, { type: 'tick_all', checked: true });
    expect(settle(ticked, false)).toEqual({
      type: 'redirect',
      to: '/user/login',
      messageKey: 'errors:login_required',
    });
  });

  it('proceeds to the order confirmation with the ticked lines', () => {
    const ticked = cartReducer(cart, { type: 'tick', goods_id: 10, sku_id: 100, checked: true });
    expect(settle(ticked, true)).toEqual({
      type: 'proceed',
      to: '/user/order/addorder',
      lines: [{ goods_id: 10, number: 2, sku_id: 100 }],
    });
    expect(tickedLines(ticked)).toHaveLength(1);
  });
});

describe('removedLines and restoreLines (undo of a deletion)', () => {
  const cart = run(
    { type: 'add', goods: { ...teaA, number: 3 } },
    { type: 'add', goods: teaB },
    { type: 'add', goods: cup },
    { type: 'tick', goods_id: 10, sku_id: 100, checked: true },
    { type: 'tick', goods_id: 20, sku_id: 200, checked: true },
    { type: 'operate', operate: true },
  );
  const lines = (of: Cart) =>
    of.list.map((shop) => [
      shop.shop_id,
      shop.products.map((line) => [line.sku_id, line.number, line.checked]),
    ]);

  it.each([
    [
      'the ticked lines',
      undefined,
      [
        [1, [[100, 3, true]]],
        [2, [[200, 1, true]]],
      ],
    ],
    ['the given lines', [{ goods_id: 10, sku_id: 101 }], [[1, [[101, 1, false]]]]],
    ['nothing when no line matches', [{ goods_id: 99, sku_id: 999 }], []],
  ] as const)('takes %s, with their shops, quantities and ticks', (_name, refs, expected) => {
    expect(lines(removedLines(cart, refs))).toEqual(expected);
  });

  it('puts the deleted lines back as they were, totals and select-all derived again', () => {
    const removed = removedLines(cart);
    const after = cartReducer(cart, { type: 'del' });
    expect(lines(after)).toEqual([[1, [[101, 1, false]]]]);
    const restored = restoreLines(after, removed);
    expect(lines(restored)).toEqual([
      [
        1,
        [
          [101, 1, false],
          [100, 3, true],
        ],
      ],
      [2, [[200, 1, true]]],
    ]);
    expect(restored.allsum).toBe(cart.allsum);
    expect(restored.cartnum).toBe(cart.cartnum);
    expect(restored.allchoose).toBe(2);
    expect(restored.operate).toBe(true);
  });

  it('adds the removed quantity to a line of the same SKU added since the deletion', () => {
    const removed = removedLines(cart);
    const after = cartReducer(cartReducer(cart, { type: 'del' }), {
      type: 'add',
      goods: teaA,
    });
    const restored = restoreLines(after, removed);
    expect(restored.list[0]?.products.find((line) => line.sku_id === 100)?.number).toBe(4);
  });

  it('gives back an emptied cart whole', () => {
    const removed = removedLines(cart, [
      { goods_id: 10, sku_id: 100 },
      { goods_id: 10, sku_id: 101 },
      { goods_id: 20, sku_id: 200 },
    ]);
    const restored = restoreLines(cartReducer(cart, { type: 'empty' }), removed);
    expect(lines(restored)).toEqual(lines(cart));
    expect(restored.allsum).toBe(cart.allsum);
  });
});
