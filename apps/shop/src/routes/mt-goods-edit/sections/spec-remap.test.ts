import { describe, expect, it } from 'vitest';
import { carryRows, carrySpec, specOrigins } from './spec-remap.js';

const colourSize = [
  { name: 'Colour', items: ['White', 'Black'] },
  { name: 'Size', items: ['M', 'L'] },
];

describe('carrying typed rows across a specification change', () => {
  it('keeps the rows of a renamed value, even half typed', () => {
    const rows = { 'White,M': 1, 'White,L': 2, 'Black,M': 3, 'Black,L': 4 };
    const halfway = [colourSize[0]!, { name: 'Size', items: ['', 'L'] }];
    const step = carryRows(rows, colourSize, halfway);
    const renamed = [colourSize[0]!, { name: 'Size', items: ['S ', 'L'] }];
    const done = carryRows(step, halfway, renamed);
    expect(done['White,S']).toBe(1);
    expect(done['Black,S']).toBe(3);
    expect(done['Black,L']).toBe(4);
  });

  it('keeps the rows of the other values when one is added or removed', () => {
    const rows = { 'White,M': 1, 'White,L': 2, 'Black,M': 3, 'Black,L': 4 };
    const removed = [{ name: 'Colour', items: ['Black'] }, colourSize[1]!];
    expect(specOrigins(colourSize, removed)[0]?.items).toEqual([1]);
    const carried = carryRows(rows, colourSize, removed);
    expect(carried['Black,M']).toBe(3);
    const added = [{ name: 'Colour', items: ['White', 'Black', 'Red'] }, colourSize[1]!];
    const grown = carryRows(rows, colourSize, added);
    expect(grown['Red,M']).toBeUndefined();
    expect(grown['White,L']).toBe(2);
  });

  it('keeps a translated specification parallel', () => {
    const ja = [
      { name: 'カラー', items: ['白', '黒'] },
      { name: 'サイズ', items: ['M', 'L'] },
    ];
    const added = [{ name: 'Colour', items: ['White', 'Black', 'Red'] }, colourSize[1]!];
    expect(carrySpec(ja, colourSize, added)[0]).toEqual({
      name: 'カラー',
      items: ['白', '黒', ''],
    });
    const dropped = [colourSize[1]!];
    expect(carrySpec(ja, colourSize, dropped)).toEqual([{ name: 'サイズ', items: ['M', 'L'] }]);
    const renamed = [{ name: 'Tint', items: ['White', 'Black'] }, colourSize[1]!];
    expect(carrySpec(ja, colourSize, renamed)[0]?.name).toBe('カラー');
  });
});
