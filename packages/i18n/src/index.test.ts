import { describe, expect, it } from 'vitest';
import { DomainError } from '@bazaar/domain';
import * as i18n from './index.js';

describe('the package root', () => {
  it('exports the names other packages code against', () => {
    expect(Object.keys(i18n).sort()).toEqual(
      [
        'ACCOUNT_NAMESPACES',
        'AREA_NAMESPACES',
        'DEFAULT_NAMESPACE',
        'FIRST_LOAD_NAMESPACES',
        'LANGUAGE_STORAGE_KEY',
        'NAMESPACES',
        'TEXT_PARTS',
        'changeLanguage',
        'createI18n',
        'createServerTranslator',
        'errorKey',
        'formatChatTime',
        'formatDate',
        'formatRelativeTime',
        'formatWeekday',
        'loadAllPacks',
        'loadAccountTexts',
        'loadAreaTexts',
        'loadPack',
        'localeOf',
        'pickLanguage',
        'readStoredLanguage',
      ].sort(),
    );
  });

  it('keeps the namespaces of the architecture, common first', () => {
    expect(i18n.NAMESPACES).toEqual([
      'common',
      'shop',
      'user',
      'order',
      'refund',
      'wallet',
      'merchant',
      'chat',
      'admin',
      'errors',
      'ui',
    ]);
    expect(i18n.DEFAULT_NAMESPACE).toBe('common');
  });
});

describe('errorKey', () => {
  it.each([
    [new DomainError('login_required'), 'errors:login_required'],
    ['insufficient_balance' as const, 'errors:insufficient_balance'],
  ])('%o -> %s', (error, key) => {
    expect(i18n.errorKey(error)).toBe(key);
  });
});
