import { describe, expect, it } from 'vitest';
import { belowCostPrices } from './goods.js';

describe('belowCostPrices', () => {
  it.each([
    [
      'under cost',
      { id: 1, price: '7.5', wholesale: '8.00' },
      [{ id: 1, price: '7.50', wholesale: '8.00', loss: '0.50' }],
    ],
    [
      'one cent under',
      { id: 2, price: '7.99', wholesale: '8' },
      [{ id: 2, price: '7.99', wholesale: '8.00', loss: '0.01' }],
    ],
    ['at cost (no loss)', { id: 3, price: '8.00', wholesale: '8.00' }, []],
    ['above cost', { id: 4, price: '12.50', wholesale: '8.00' }, []],
    ['own goods (no cost)', { id: 5, price: '0.01', wholesale: null }, []],
    [
      'exact decimals',
      { id: 6, price: '0.10', wholesale: '0.30' },
      [{ id: 6, price: '0.10', wholesale: '0.30', loss: '0.20' }],
    ],
  ])('%s', (_name, sku, expected) => {
    expect(belowCostPrices([sku])).toEqual(expected);
  });

  it('keeps the order of the list and only the SKUs under cost', () => {
    expect(
      belowCostPrices([
        { id: 9, price: '1.00', wholesale: '2.00' },
        { id: 8, price: '3.00', wholesale: '2.00' },
        { id: 7, price: '0.01', wholesale: '1000.00' },
      ]).map((sku) => [sku.id, sku.loss]),
    ).toEqual([
      [9, '1.00'],
      [7, '999.99'],
    ]);
  });
});
