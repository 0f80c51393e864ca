import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@bazaar/domain';
import type { LanguageCode } from '@bazaar/domain';
import { createServerTranslator } from './server-translator.js';
import type { ServerTranslator } from './server-translator.js';
import { pickLanguage } from './languages.js';

let translator: ServerTranslator;

beforeAll(async () => {
  translator = await createServerTranslator();
});

describe('createServerTranslator', () => {
  it.each<[LanguageCode, string]>([
    ['en', 'Please log in first'],
    ['zh-cn', '请先登录'],
    ['zh-tw', '請先登入'],
    ['ja', '先にログインしてください'],
    ['ru', 'Сначала войдите в аккаунт'],
    ['spa', 'Primero inicia sesión'],
  ])('answers a refusal in %s', (language, expected) => {
    expect(translator.t(language, 'errors:login_required')).toBe(expected);
  });

  it('answers in the language the Accept-Language header asks for', () => {
    expect(translator.t(pickLanguage('ms-MY,zh;q=0.9'), 'errors:login_required')).toBe(
      'Sila log masuk dahulu',
    );
  });

  it('interpolates details into every language', () => {
    for (const language of LANGUAGE_CODES) {
      const message = translator.t(language, 'errors:insufficient_balance', { balance: '12.50' });
      expect(message, language).toContain('12.50');
      expect(message, language).not.toContain('{{');
    }
  });

  it('uses plural forms per language', () => {
    expect(translator.t('ru', 'common:time.days_ago', { count: 3 })).toBe('3 дня назад');
    expect(translator.t('en', 'common:time.days_ago', { count: 1 })).toBe('1 day ago');
  });

  it('reads keys without a namespace from common', () => {
    expect(translator.t('ko', 'action.cancel')).toBe('취소');
  });

  it('is empty text for a key no pack has', () => {
    for (const language of LANGUAGE_CODES) {
      expect(translator.t(language, 'errors:no_such_code')).toBe('');
    }
  });

  it('answers English for a language that is not ours', () => {
    expect(translator.t('de' as LanguageCode, 'errors:login_required')).toBe('Please log in first');
  });

  it('lets the language argument win over a stray lng value', () => {
    expect(translator.t('ja', 'errors:login_required', { lng: 'en' })).toBe(
      '先にログインしてください',
    );
  });
});
