import { describe, expect, it } from 'vitest';
import { goodsDetail } from '../../test/fixtures.js';
import { soldOutChoices, soldOutValues } from './sku-choice.js';

// Sizes 50 g and 100 g, packs Tin and Bag; "100 g, Bag" is out of stock.
const goods = goodsDetail();

describe('soldOutValues', () => {
  it('greys nothing before a choice while each value has some SKU in stock', () => {
    expect(soldOutValues(goods, {}, 'Size')).toEqual([]);
    expect(soldOutValues(goods, {}, 'Pack')).toEqual([]);
  });

  it('greys the value whose every SKU with the rest of the choice is sold out', () => {
    expect(soldOutValues(goods, { Size: '100 g' }, 'Pack')).toEqual(['Bag']);
    expect(soldOutValues(goods, { Pack: 'Bag' }, 'Size')).toEqual(['100 g']);
    // The spec's own chosen value does not narrow its own values.
    expect(soldOutValues(goods, { Size: '100 g', Pack: 'Tin' }, 'Pack')).toEqual(['Bag']);
    expect(soldOutValues(goods, { Size: '50 g' }, 'Pack')).toEqual([]);
  });

  it('greys a value without any SKU, and every value of a sold-out goods', () => {
    const missing = goodsDetail({ sku: goods.sku.filter((sku) => sku.difference !== '50 g,Bag') });
    expect(soldOutValues(missing, { Size: '50 g' }, 'Pack')).toEqual(['Bag']);
    const soldOut = goodsDetail({ sku: goods.sku.map((sku) => ({ ...sku, stock: 0 })) });
    expect(soldOutChoices(soldOut, {})).toEqual({ Size: ['50 g', '100 g'], Pack: ['Tin', 'Bag'] });
  });

  it('answers nothing for an unknown specification', () => {
    expect(soldOutValues(goods, {}, 'Colour')).toEqual([]);
  });
});
