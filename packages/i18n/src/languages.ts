import { DEFAULT_LANGUAGE, localeOf as domainLocaleOf } from '@bazaar/domain';
import type { LanguageCode } from '@bazaar/domain';

/** The BCP 47 locale of a language code, for `Intl` (the domain's, one table for dates and numbers). */
export const localeOf: (language: LanguageCode) => string = domainLocaleOf;

/** Primary language subtags (ISO 639-1, and the ISO 639-2/3 forms clients send) and our code for each. */
const PRIMARY_SUBTAGS: Readonly<Record<string, LanguageCode>> = {
  en: 'en',
  eng: 'en',
  ja: 'ja',
  jpn: 'ja',
  ko: 'ko',
  kor: 'ko',
  th: 'th',
  tha: 'th',
  id: 'id',
  in: 'id',
  ind: 'id',
  ms: 'may',
  may: 'may',
  msa: 'may',
  zsm: 'may',
  vi: 'vi',
  vie: 'vi',
  ru: 'ru',
  rus: 'ru',
  es: 'spa',
  spa: 'spa',
  pt: 'pt',
  por: 'pt',
  tr: 'tr',
  tur: 'tr',
};

const CHINESE_SUBTAGS = new Set(['zh', 'zho', 'chi', 'cmn']);
/** Regions whose Chinese is written in traditional characters. */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/** Our code for one language tag, or undefined when we do not speak it. */
function matchTag(tag: string): LanguageCode | undefined {
  const subtags = tag.toLowerCase().replaceAll('_', '-').split('-');
  const [primary = '', ...rest] = subtags;
  if (CHINESE_SUBTAGS.has(primary)) {
    // A script subtag decides; otherwise the region does (zh-HK is traditional, zh-SG simplified).
    if (rest.includes('hant')) return 'zh-tw';
    if (rest.includes('hans')) return 'zh-cn';
    return rest.some((subtag) => TRADITIONAL_REGIONS.has(subtag)) ? 'zh-tw' : 'zh-cn';
  }
  return Object.hasOwn(PRIMARY_SUBTAGS, primary) ? PRIMARY_SUBTAGS[primary] : undefined;
}

const QUALITY = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * Picks the response language from an `Accept-Language` header (RFC 7231 section 5.3.5): ranges are
 * tried by descending quality (header order among equals), `q=0` excludes a range, a malformed
 * quality drops its range, `*` stands for the default. Understands our own codes (`zh-cn`, `may`,
 * `spa`, any case) and standard tags (`zh-Hant`, `zh-HK` -> `zh-tw`; `ms` -> `may`; `es-MX` -> `spa`).
 * Falls back to English.
 */
export function pickLanguage(acceptLanguage?: string): LanguageCode {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranges: { tag: string; quality: number; order: number }[] = [];
  acceptLanguage.split(',').forEach((part, order) => {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!tag) return;
    let quality = 1;
    for (const parameter of parameters) {
      const match = QUALITY.exec(parameter.replaceAll(' ', ''));
      if (!match) return;
      quality = Number(match[1]);
    }
    if (quality > 0) ranges.push({ tag, quality, order });
  });
  ranges.sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranges) {
    if (tag === '*') return DEFAULT_LANGUAGE;
    const language = matchTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
