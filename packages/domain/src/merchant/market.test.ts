import { describe, expect, it } from 'vitest';
import type { ValidationResult } from '../validation/result.js';
import { skuDifferences, validateMarketGoods, type MarketGoodsForm } from './market.js';
import { validateShopSettings } from './shop.js';

const refusal = (result: ValidationResult) =>
  result.ok ? 'ok' : `${result.code}${result.field ? `:${result.field}` : ''}`;

describe('skuDifferences', () => {
  it.each([
    [[], ['']],
    [[{ name: 'Colour', items: ['Red', 'Blue'] }], ['Red', 'Blue']],
    [
      [
        { name: 'Colour', items: ['Red', 'Blue'] },
        { name: 'Size', items: ['S', 'L'] },
      ],
      ['Red,S', 'Red,L', 'Blue,S', 'Blue,L'],
    ],
  ])('%j -> %j', (spec, expected) => {
    expect(skuDifferences(spec)).toEqual(expected);
  });
});

describe('validateMarketGoods', () => {
  const sku = { difference: '', wholesale_price: '10.00', retail_price: '19.90', stock: 5 };
  const form: MarketGoodsForm = {
    title: 'Desk lamp',
    image: '/uploads/a.png',
    freight: '0',
    spec: [],
    skus: [sku],
  };
  const twoColours: MarketGoodsForm = {
    ...form,
    spec: [{ name: 'Colour', items: ['Red', 'Blue'] }],
    skus: [
      { ...sku, difference: 'Red' },
      { ...sku, difference: 'Blue' },
    ],
  };

  it.each<[string, MarketGoodsForm, string]>([
    ['a goods without specs', form, 'ok'],
    ['a goods with one SKU per colour', twoColours, 'ok'],
    ['retail equal to wholesale', { ...form, skus: [{ ...sku, retail_price: '10' }] }, 'ok'],
    ['no title', { ...form, title: '  ' }, 'field_required:title'],
    ['no picture', { ...form, image: '' }, 'field_required:image'],
    ['a freight of three decimals', { ...form, freight: '1.005' }, 'invalid_amount:freight'],
    [
      'a spec without values',
      { ...form, spec: [{ name: 'Colour', items: [] }] },
      'bad_request:spec',
    ],
    [
      'a value with a comma',
      { ...twoColours, spec: [{ name: 'Colour', items: ['Red,Blue'] }] },
      'bad_request:spec',
    ],
    [
      'a repeated value',
      { ...twoColours, spec: [{ name: 'Colour', items: ['Red', 'Red'] }] },
      'bad_request:spec',
    ],
    ['a missing SKU', { ...twoColours, skus: [{ ...sku, difference: 'Red' }] }, 'bad_request:skus'],
    [
      'a repeated SKU',
      {
        ...twoColours,
        skus: [
          { ...sku, difference: 'Red' },
          { ...sku, difference: 'Red' },
        ],
      },
      'bad_request:skus',
    ],
    [
      'a SKU of no combination',
      { ...form, skus: [{ ...sku, difference: 'Red' }] },
      'bad_request:skus',
    ],
    ['no SKU', { ...form, skus: [] }, 'bad_request:skus'],
    [
      'a zero wholesale price',
      { ...form, skus: [{ ...sku, wholesale_price: '0' }] },
      'invalid_amount:wholesale_price',
    ],
    [
      'a float-looking price',
      { ...form, skus: [{ ...sku, retail_price: '1e3' }] },
      'invalid_amount:retail_price',
    ],
    [
      'a retail price of 3 decimals',
      { ...form, skus: [{ ...sku, retail_price: '19.999' }] },
      'invalid_amount:retail_price',
    ],
    ['a negative stock', { ...form, skus: [{ ...sku, stock: -1 }] }, 'bad_request:stock'],
    [
      'retail below wholesale',
      { ...form, skus: [{ ...sku, retail_price: '9.99' }] },
      'retail_below_wholesale:retail_price',
    ],
  ])('%s: %s', (_name, input, expected) => {
    expect(refusal(validateMarketGoods(input))).toBe(expected);
  });

  it('names the SKU a price refusal concerns', () => {
    const result = validateMarketGoods({
      ...twoColours,
      skus: [
        { ...sku, difference: 'Red' },
        { ...sku, difference: 'Blue', retail_price: '1.00' },
      ],
    });
    expect(result).toMatchObject({ ok: false, details: { difference: 'Blue' } });
  });
});

describe('validateShopSettings', () => {
  const settings = {
    shopname: 'Bazaar Select',
    keywords: '',
    description: '',
    avatar: '/uploads/a.png',
  };
  it.each([
    [settings, 'ok'],
    [{ ...settings, shopname: ' ' }, 'field_required:shopname'],
    [{ ...settings, avatar: '' }, 'field_required:avatar'],
  ])('%j -> %s', (input, expected) => {
    expect(refusal(validateShopSettings(input))).toBe(expected);
  });
});
