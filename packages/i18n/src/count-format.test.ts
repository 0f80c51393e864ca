import { describe, expect, it } from 'vitest';
import { formatPlaceholder } from './count-format.js';
import { createI18n } from './instance.js';
import { createServerTranslator } from './server-translator.js';

describe('numbers in sentences', () => {
  it.each([
    [1234, 'count', '1,234'],
    [1_000_000, 'total', '1,000,000'],
    [999, 'count', '999'],
    [0, 'count', '0'],
    [-1500, 'count', '-1,500'],
    [12345, 'id', 12345],
    [2026, 'year', 2026],
    [7.25, 'rate', 7.25],
    ['1234.50', 'amount', '1234.50'],
    ['B2024', 'number', 'B2024'],
  ] as const)('%s in {{%s}} reads %s', (value, placeholder, shown) => {
    expect(formatPlaceholder(value, placeholder)).toBe(shown);
  });

  it('groups a count in a translated sentence and still picks the plural by the number', async () => {
    const i18n = await createI18n({ language: 'en' });
    i18n.addResource('en', 'common', 'test_goods_one', '{{count}} goods item');
    i18n.addResource('en', 'common', 'test_goods_other', '{{count}} goods');
    expect(i18n.t('common:test_goods', { count: 1234 })).toBe('1,234 goods');
    expect(i18n.t('common:test_goods', { count: 1 })).toBe('1 goods item');
  });

  it('groups counts in the server’s messages too', async () => {
    const translator = await createServerTranslator();
    expect(translator.t('en', 'merchant:market.listed', { listed: 1234, skipped: 0 })).toBe(
      'Listed 1,234 goods (0 already in your shop)',
    );
  });

  it.each([
    ['en', '1,234 goods'],
    ['ru', '1\u00a0234 goods'],
    ['pt', '1.234 goods'],
    ['ja', '1,234 goods'],
  ] as const)(
    'groups a count as the sentence’s language does (%s: %s)',
    async (language, shown) => {
      const i18n = await createI18n({ language });
      i18n.addResource(language, 'common', 'test_goods', '{{count}} goods');
      expect(i18n.t('common:test_goods', { count: 1234 })).toBe(shown);
    },
  );
});
