import { describe, expect, it } from 'vitest';
import type { ValidationResult } from '../validation/result.js';
import {
  crossesStockAlert,
  isLowStock,
  validateOwnGoods,
  validateSpecGroups,
  type OwnGoodsForm,
} from './own-goods.js';

const refusal = (result: ValidationResult) =>
  result.ok ? 'ok' : `${result.code}${result.field ? `:${result.field}` : ''}`;

const sku = { difference: '', price: '19.90', market_price: '25.00', stock: 5 };
const form: OwnGoodsForm = {
  title: 'Linen shirt',
  images: ['/uploads/a.png'],
  freight: '0',
  spec: [],
  skus: [sku],
  stock_alert: 3,
};
const twoBySizes: OwnGoodsForm = {
  ...form,
  spec: [
    { name: 'Colour', items: ['White', 'Blue'] },
    { name: 'Size', items: ['M', 'L'] },
  ],
  skus: ['White,M', 'White,L', 'Blue,M', 'Blue,L'].map((difference) => ({ ...sku, difference })),
};

describe('validateOwnGoods', () => {
  it.each<[string, OwnGoodsForm, string]>([
    ['a goods without specs', form, 'ok'],
    ['two spec groups, four SKUs', twoBySizes, 'ok'],
    ['SKUs in another order', { ...twoBySizes, skus: [...twoBySizes.skus].reverse() }, 'ok'],
    ['a title of 2 characters', { ...form, title: '  ab ' }, 'ok'],
    ['a title of 120 characters', { ...form, title: 'x'.repeat(120) }, 'ok'],
    ['a title of 2 Thai code points', { ...form, title: 'ผ้า'.slice(0, 2) }, 'ok'],
    ['a title of 1 character', { ...form, title: ' a ' }, 'goods_title_length:title'],
    ['a title of 121 characters', { ...form, title: 'x'.repeat(121) }, 'goods_title_length:title'],
    ['no photo', { ...form, images: [] }, 'goods_photo_required:images'],
    ['a blank photo', { ...form, images: ['/uploads/a.png', ' '] }, 'goods_photo_required:images'],
    [
      'nine photos',
      { ...form, images: [...Array(9).keys()].map((i) => `/uploads/${i}.png`) },
      'ok',
    ],
    [
      'ten photos',
      { ...form, images: [...Array(10).keys()].map((i) => `/uploads/${i}.png`) },
      'goods_photos_too_many:images',
    ],
    [
      'a repeated photo',
      { ...form, images: ['/uploads/a.png', '/uploads/a.png'] },
      'bad_request:images',
    ],
    ['a fixed freight', { ...form, freight: '8.50' }, 'ok'],
    ['a freight of three decimals', { ...form, freight: '1.005' }, 'invalid_amount:freight'],
    ['a negative freight', { ...form, freight: '-1' }, 'invalid_amount:freight'],
    ['a zero price', { ...form, skus: [{ ...sku, price: '0' }] }, 'invalid_amount:price'],
    [
      'a zero price with decimals',
      { ...form, skus: [{ ...sku, price: '0.00' }] },
      'invalid_amount:price',
    ],
    [
      'the smallest price',
      { ...form, skus: [{ ...sku, price: '0.01', market_price: '0.01' }] },
      'ok',
    ],
    [
      'a price of 3 decimals',
      { ...form, skus: [{ ...sku, price: '19.999' }] },
      'invalid_amount:price',
    ],
    ['an exponent price', { ...form, skus: [{ ...sku, price: '1e3' }] }, 'invalid_amount:price'],
    ['a negative price', { ...form, skus: [{ ...sku, price: '-5' }] }, 'invalid_amount:price'],
    [
      'a market price of 0',
      { ...form, skus: [{ ...sku, market_price: '0' }] },
      'invalid_amount:market_price',
    ],
    ['market price equal to price', { ...form, skus: [{ ...sku, market_price: '19.90' }] }, 'ok'],
    [
      'market price a cent below price',
      { ...form, skus: [{ ...sku, market_price: '19.89' }] },
      'market_price_below_price:market_price',
    ],
    ['a stock of 0', { ...form, skus: [{ ...sku, stock: 0 }] }, 'ok'],
    ['a negative stock', { ...form, skus: [{ ...sku, stock: -1 }] }, 'stock_invalid:stock'],
    ['a fractional stock', { ...form, skus: [{ ...sku, stock: 1.5 }] }, 'stock_invalid:stock'],
    [
      'a stock over a million',
      { ...form, skus: [{ ...sku, stock: 1_000_001 }] },
      'stock_invalid:stock',
    ],
    ['a threshold of 0', { ...form, stock_alert: 0 }, 'ok'],
    ['a negative threshold', { ...form, stock_alert: -1 }, 'stock_alert_invalid:stock_alert'],
    ['a fractional threshold', { ...form, stock_alert: 0.5 }, 'stock_alert_invalid:stock_alert'],
    [
      'a missing combination',
      { ...twoBySizes, skus: twoBySizes.skus.slice(0, 3) },
      'sku_combination_missing:skus',
    ],
    [
      'a combination priced twice',
      { ...twoBySizes, skus: [...twoBySizes.skus, twoBySizes.skus[0]!] },
      'bad_request:skus',
    ],
    [
      'a SKU of no combination',
      { ...twoBySizes, skus: [...twoBySizes.skus, { ...sku, difference: 'Red,M' }] },
      'bad_request:skus',
    ],
    ['no SKU', { ...form, skus: [] }, 'sku_combination_missing:skus'],
    [
      'a SKU with values for goods without specs',
      { ...form, skus: [{ ...sku, difference: 'Red' }] },
      'sku_combination_missing:skus',
    ],
    [
      'a spec group without a name',
      { ...twoBySizes, spec: [{ name: ' ', items: ['M'] }] },
      'spec_name_required:spec',
    ],
  ])('%s: %s', (_name, input, expected) => {
    expect(refusal(validateOwnGoods(input))).toBe(expected);
  });

  it('names the SKU a price refusal concerns', () => {
    const skus = twoBySizes.skus.map((line) =>
      line.difference === 'Blue,L' ? { ...line, market_price: '1.00' } : line,
    );
    expect(validateOwnGoods({ ...twoBySizes, skus })).toMatchObject({
      ok: false,
      messageKey: 'errors:market_price_below_price',
      details: { difference: 'Blue,L' },
    });
  });

  it('names the first combination left unpriced', () => {
    expect(validateOwnGoods({ ...twoBySizes, skus: twoBySizes.skus.slice(1) })).toMatchObject({
      ok: false,
      details: { difference: 'White,M' },
    });
  });

  it('matches SKUs to trimmed spec values', () => {
    const spaced = { ...twoBySizes, spec: [{ name: 'Colour ', items: [' White', 'Blue '] }] };
    expect(
      validateOwnGoods({
        ...spaced,
        skus: [
          { ...sku, difference: 'White' },
          { ...sku, difference: 'Blue' },
        ],
      }),
    ).toEqual({ ok: true });
  });
});

describe('validateSpecGroups', () => {
  const group = (name: string, items: string[]) => ({ name, items });
  it.each<[string, Parameters<typeof validateSpecGroups>[0], string]>([
    ['none', [], 'ok'],
    ['two groups', [group('Colour', ['Red']), group('Size', ['S', 'M'])], 'ok'],
    ['a group without values', [group('Colour', [])], 'spec_name_required:spec'],
    ['an empty value', [group('Colour', ['Red', '  '])], 'spec_name_required:spec'],
    ['an empty group name', [group('', ['Red'])], 'spec_name_required:spec'],
    ['a repeated value', [group('Colour', ['Red', 'Red'])], 'spec_name_duplicate:spec'],
    [
      'a value repeated up to spaces',
      [group('Colour', ['Red', ' Red'])],
      'spec_name_duplicate:spec',
    ],
    [
      'a repeated group',
      [group('Colour', ['Red']), group('Colour', ['Blue'])],
      'spec_name_duplicate:spec',
    ],
    ['the same value in two groups', [group('Front', ['Red']), group('Back', ['Red'])], 'ok'],
    ['a value with a comma', [group('Colour', ['Red,Blue'])], 'spec_name_invalid:spec'],
    ['a name of 31 characters', [group('x'.repeat(31), ['Red'])], 'spec_name_invalid:spec'],
    ['four groups', ['A', 'B', 'C', 'D'].map((name) => group(name, ['1'])), 'spec_too_many:spec'],
    ['21 values', [group('Size', [...Array(21).keys()].map(String))], 'spec_too_many:spec'],
  ])('%s: %s', (_name, input, expected) => {
    expect(refusal(validateSpecGroups(input))).toBe(expected);
  });

  it('says which group is refused', () => {
    expect(
      validateSpecGroups([
        { name: 'Colour', items: ['Red'] },
        { name: 'Size', items: [] },
      ]),
    ).toMatchObject({ details: { group: 2 } });
  });
});

describe('crossesStockAlert', () => {
  it.each([
    // before, after, threshold, tells
    [10, 5, 5, true],
    [6, 5, 5, true],
    [10, 0, 5, true],
    [5, 4, 5, false], // already low: once per crossing
    [4, 3, 5, false],
    [3, 10, 5, false], // restocked
    [10, 6, 5, false],
    [1, 0, 0, true], // threshold 0: told when it runs out
    [0, 0, 0, false],
  ])('%i -> %i at threshold %i: %s', (before, after, threshold, expected) => {
    expect(crossesStockAlert(before, after, threshold)).toBe(expected);
  });
});

describe('isLowStock', () => {
  it.each([
    [5, 5, true],
    [6, 5, false],
    [0, 0, true],
  ])('%i at threshold %i: %s', (stock, threshold, expected) => {
    expect(isLowStock(stock, threshold)).toBe(expected);
  });
});
