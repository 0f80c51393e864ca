import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@bazaar/domain';
import type { LanguageCode } from '@bazaar/domain';
import { localeOf, pickLanguage } from './languages.js';

describe('pickLanguage', () => {
  it.each<[string | undefined, LanguageCode]>([
    // nothing usable: English
    [undefined, 'en'],
    ['', 'en'],
    ['   ', 'en'],
    ['*', 'en'],
    ['de-DE, fr;q=0.8', 'en'],
    ['garbage;;;', 'en'],
    // our own codes, in any case, as the client sends them (`<lang>,zh;q=0.9`)
    ['en,zh;q=0.9', 'en'],
    ['zh-cn,zh;q=0.9', 'zh-cn'],
    ['zh-tw,zh;q=0.9', 'zh-tw'],
    ['ZH-TW,zh;q=0.9', 'zh-tw'],
    ['may,zh;q=0.9', 'may'],
    ['MAY', 'may'],
    ['spa,zh;q=0.9', 'spa'],
    ['Spa', 'spa'],
    ['ru,zh;q=0.9', 'ru'],
    ['th,zh;q=0.9', 'th'],
    // the client's zh fallback applies when the first choice is not ours
    ['de,zh;q=0.9', 'zh-cn'],
    // standard tags
    ['zh', 'zh-cn'],
    ['zh-CN', 'zh-cn'],
    ['zh-SG', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['zh-Hans-HK', 'zh-cn'],
    ['zh_CN', 'zh-cn'],
    ['zh-TW', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['zh-MO', 'zh-tw'],
    ['zh-Hant', 'zh-tw'],
    ['zh-Hant-CN', 'zh-tw'],
    ['ms', 'may'],
    ['ms-MY', 'may'],
    ['es', 'spa'],
    ['es-MX', 'spa'],
    ['es-419', 'spa'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['en-GB', 'en'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['th-TH', 'th'],
    ['id-ID', 'id'],
    ['in', 'id'],
    ['vi-VN', 'vi'],
    ['ru-RU', 'ru'],
    ['tr-TR', 'tr'],
    // quality values
    ['en;q=0.5, ja', 'ja'],
    ['en;q=0.5, ja;q=0.8, ko;q=0.9', 'ko'],
    ['ja;q=0.8, ko;q=0.8', 'ja'],
    ['ja;q=1.000, ko', 'ja'],
    ['ja;q=0, ko;q=0.1', 'ko'],
    ['ja;q=0', 'en'],
    ['ja; q=0.5, ko;q=0.4', 'ja'],
    ['ja;Q=0.5, ko;q=0.4', 'ja'],
    // a malformed quality drops its range
    ['ja;q=2, ko;q=0.1', 'ko'],
    ['ja;q=abc, ko;q=0.1', 'ko'],
    ['ja;q=0.1234, ko;q=0.1', 'ko'],
    // a wildcard above our languages means "anything": the default
    ['*, ja;q=0.5', 'en'],
    ['de, *;q=0.5, ja;q=0.4', 'en'],
    ['ja, *;q=0.5', 'ja'],
    [' , ,ru', 'ru'],
  ])('%j -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });

  it('accepts every one of our codes as its own choice', () => {
    for (const language of LANGUAGE_CODES) {
      expect(pickLanguage(`${language},zh;q=0.9`)).toBe(language);
      expect(pickLanguage(language.toUpperCase())).toBe(language);
    }
  });
});

describe('localeOf', () => {
  it.each<[LanguageCode, string]>([
    ['en', 'en'],
    ['zh-cn', 'zh-CN'],
    ['zh-tw', 'zh-TW'],
    ['ja', 'ja'],
    ['ko', 'ko'],
    ['th', 'th'],
    ['id', 'id'],
    ['may', 'ms'],
    ['vi', 'vi'],
    ['ru', 'ru'],
    ['spa', 'es'],
    ['pt', 'pt'],
    ['tr', 'tr'],
  ])('%s -> %s', (language, locale) => {
    expect(localeOf(language)).toBe(locale);
  });

  it('gives a locale Intl knows for every language', () => {
    for (const language of LANGUAGE_CODES) {
      expect(Intl.DateTimeFormat.supportedLocalesOf(localeOf(language))).toEqual([
        localeOf(language),
      ]);
    }
  });

  it('falls back to English for a code that is not ours', () => {
    expect(localeOf('xx' as LanguageCode)).toBe('en');
  });
});
