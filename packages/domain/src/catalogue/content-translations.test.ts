import { describe, expect, it } from 'vitest';
import {
  isParallelSpec,
  localizedDifference,
  localizedSpec,
  translatedText,
  type SpecText,
} from './content-translations.js';

const base: SpecText[] = [
  { name: 'Colour', items: ['Red', 'Blue'] },
  { name: 'Size', items: ['M', 'L'] },
];
const ja: SpecText[] = [
  { name: '色', items: ['赤', '青'] },
  { name: 'サイズ', items: ['M', 'L'] },
];

describe('translatedText', () => {
  it.each([
    ['the translation', { ja: { name: '家電' } }, 'ja', '家電'],
    ['the base for another language', { ja: { name: '家電' } }, 'th', 'Appliances'],
    ['the base for an empty translation', { ja: { name: '' } }, 'ja', 'Appliances'],
    ['the base for a blank translation', { ja: { name: '  ' } }, 'ja', 'Appliances'],
    ['the base without translations', {}, 'ja', 'Appliances'],
    ['the base for null', null, 'ja', 'Appliances'],
  ] as const)('answers %s', (_, translations, language, expected) => {
    expect(translatedText(translations, language, 'name', 'Appliances')).toBe(expected);
  });
});

describe('isParallelSpec', () => {
  it.each([
    ['a parallel spec', ja, true],
    ['no spec for no spec', [], true],
    ['fewer groups', [ja[0]], false],
    ['fewer values', [{ name: '色', items: ['赤'] }, ja[1]], false],
    ['an empty value', [{ name: '色', items: ['赤', ''] }, ja[1]], false],
    ['a value with a comma', [{ name: '色', items: ['赤', '青,緑'] }, ja[1]], false],
    ['repeated values', [{ name: '色', items: ['赤', '赤'] }, ja[1]], false],
    ['an empty name', [{ name: '', items: ['赤', '青'] }, ja[1]], false],
    ['not an array', { name: '色' }, false],
    ['a value that is not text', [{ name: '色', items: ['赤', 3] }, ja[1]], false],
  ])('%s: %s', (_, translated, expected) => {
    expect(isParallelSpec(_ === 'no spec for no spec' ? [] : base, translated)).toBe(expected);
  });
});

describe('localizedSpec and localizedDifference', () => {
  it('translate a parallel spec and the values of a difference', () => {
    expect(localizedSpec(base, ja)).toBe(ja);
    expect(localizedDifference('Blue,L', base, ja)).toBe('青,L');
  });

  it.each([
    ['no translation', undefined, 'Blue,L'],
    ['a spec that is not parallel', [ja[0]], 'Blue,L'],
  ])('keep the base for %s', (_, translated, expected) => {
    expect(localizedSpec(base, translated)).toBe(base);
    expect(localizedDifference('Blue,L', base, translated)).toBe(expected);
  });

  it.each([
    ['an empty difference', ''],
    ['a value outside its group', 'Green,L'],
    ['too few values', 'Blue'],
  ])('keep %s as it is', (_, difference) => {
    expect(localizedDifference(difference, base, ja)).toBe(difference);
  });
});
