import { describe, expect, it } from 'vitest';
import { specNamesText, specValuesText } from './spec-text.js';

describe('specNamesText', () => {
  it.each([
    ['en', ['Colour'], 'Colour'],
    ['en', ['Colour', 'Storage'], 'Colour and Storage'],
    ['en', ['Colour', 'Size', 'Pack'], 'Colour, Size, and Pack'],
    ['ja', ['カラー', 'ストレージ'], 'カラー、ストレージ'],
    ['zh-cn', ['颜色', '存储'], '颜色和存储'],
    ['ru', ['Цвет', 'Память'], 'Цвет и Память'],
    ['nowhere', ['Colour', 'Storage'], 'Colour and Storage'],
  ])('in %s joins %j as %s', (language, names, text) => {
    expect(specNamesText(names, language)).toBe(text);
  });
});

describe('specValuesText', () => {
  it('joins values with a slash, from a list or the wire string, skipping blanks', () => {
    expect(specValuesText(['Midnight Black', '256GB'])).toBe('Midnight Black / 256GB');
    expect(specValuesText('Midnight Black,256GB')).toBe('Midnight Black / 256GB');
    expect(specValuesText(' 50 g , Tin ,')).toBe('50 g / Tin');
    expect(specValuesText('')).toBe('');
  });
});
