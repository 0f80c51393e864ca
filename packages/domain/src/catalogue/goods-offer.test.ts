import { describe, expect, it } from 'vitest';
import { goodsOffer, isSingleAmount, type SkuOfferInput } from './goods-offer.js';

const sku = (price: string, market_price: string, stock: number, image = ''): SkuOfferInput => ({
  price,
  market_price,
  stock,
  image,
});

// The phone of the issue: 128GB at 329.00 (list 379.00), 256GB at 389.00 (list 439.00).
const black128 = sku('329.00', '379.00', 117, '/uploads/black.png');
const black256 = sku('389.00', '439.00', 116, '/uploads/black.png');
const blue128 = sku('329.00', '379.00', 113);
const all = [black128, black256, blue128];

describe('goodsOffer', () => {
  it.each([
    [
      'before a choice: the range of prices and of market prices, all the stock, no one picture',
      all,
      {
        price: { min: '329.00', max: '389.00' },
        marketPrice: { min: '379.00', max: '439.00' },
        stock: 346,
        image: null,
      },
    ],
    [
      "a colour chosen: its sizes' range and stock, and its picture",
      [black128, black256],
      {
        price: { min: '329.00', max: '389.00' },
        marketPrice: { min: '379.00', max: '439.00' },
        stock: 233,
        image: '/uploads/black.png',
      },
    ],
    [
      'the chosen SKU: its price, market price, stock and picture',
      [black256],
      {
        price: { min: '389.00', max: '389.00' },
        marketPrice: { min: '439.00', max: '439.00' },
        stock: 116,
        image: '/uploads/black.png',
      },
    ],
    [
      'a chosen SKU without a picture of its own',
      [blue128],
      {
        price: { min: '329.00', max: '329.00' },
        marketPrice: { min: '379.00', max: '379.00' },
        stock: 113,
        image: null,
      },
    ],
  ])('%s', (_name, skus, expected) => {
    expect(goodsOffer(skus)).toEqual(expected);
  });

  it.each([
    ['one price for every SKU', [sku('9.90', '12.00', 1), sku('9.90', '12.00', 2)], '9.90', '9.90'],
    ['a price in cents', [sku('0.10', '0.10', 0), sku('0.01', '0.05', 0)], '0.01', '0.10'],
    ['a single SKU', [sku('5', '5', 3)], '5.00', '5.00'],
  ])('ranges %s', (_name, skus, low, high) => {
    const offer = goodsOffer(skus);
    expect(offer.price).toEqual({ min: low, max: high });
    expect(isSingleAmount(offer.price)).toBe(low === high);
  });

  it('strikes nothing through when no SKU sells below its market price', () => {
    expect(goodsOffer([sku('10.00', '10.00', 1), sku('12.00', '11.00', 1)]).marketPrice).toBeNull();
    expect(goodsOffer([sku('10.00', '10.00', 1)]).marketPrice).toBeNull();
  });

  it('strikes the market range through when some SKU sells below its market price', () => {
    expect(goodsOffer([sku('10.00', '10.00', 1), sku('12.00', '15.00', 1)]).marketPrice).toEqual({
      min: '10.00',
      max: '15.00',
    });
  });

  it('counts an out-of-stock SKU in the range, with no stock', () => {
    const offer = goodsOffer([sku('10.00', '10.00', 0), sku('20.00', '20.00', 4)]);
    expect(offer.price).toEqual({ min: '10.00', max: '20.00' });
    expect(offer.stock).toBe(4);
  });

  it('refuses a goods without SKUs', () => {
    expect(() => goodsOffer([])).toThrow(RangeError);
  });
});
