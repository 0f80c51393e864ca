import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGE_KEYS, ERROR_CODES, LANGUAGE_CODES } from '@bazaar/domain';
import type { LanguageCode } from '@bazaar/domain';
import { localeOf } from './languages.js';
import {
  ACCOUNT_NAMESPACES,
  AREA_NAMESPACES,
  FIRST_LOAD_NAMESPACES,
  NAMESPACES,
  TEXT_PARTS,
} from './namespaces.js';
import { ENGLISH_PACK } from './english-pack.js';
import { ENGLISH_FIRST_LOAD, loadAllPacks, loadPack, loadPackPart } from './packs.js';
import type { Pack } from './packs.js';
import sameAsEnglish from './locales/same-as-english.json' with { type: 'json' };

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type Category = (typeof CATEGORIES)[number];

/** Every string leaf of a pack as `namespace:path.to.key` -> value; non-string leaves are errors. */
function flatten(pack: Pack): { entries: Map<string, string>; errors: string[] } {
  const entries = new Map<string, string>();
  const errors: string[] = [];
  const walk = (prefix: string, node: unknown) => {
    for (const [segment, value] of Object.entries(node as object)) {
      if (!/^[A-Za-z0-9_-]+$/.test(segment)) errors.push(`${prefix}${segment}: key segment`);
      const key = `${prefix}${segment}`;
      if (typeof value === 'string') entries.set(key, value);
      else if (typeof value === 'object' && value !== null && !Array.isArray(value))
        walk(`${key}.`, value);
      else errors.push(`${key}: not a string or object`);
    }
  };
  for (const namespace of NAMESPACES) walk(`${namespace}:`, pack[namespace]);
  return { entries, errors };
}

/** The base keys English writes as plurals: `x_one` and `x_other` both present. */
function pluralBases(english: Map<string, string>): Set<string> {
  const bases = new Set<string>();
  for (const key of english.keys()) {
    if (key.endsWith('_other')) {
      const base = key.slice(0, -'_other'.length);
      if (english.has(`${base}_one`)) bases.add(base);
    }
  }
  return bases;
}

function categoriesOf(language: LanguageCode): Category[] {
  return new Intl.PluralRules(localeOf(language)).resolvedOptions().pluralCategories as Category[];
}

/** The plural base and category of a key, when it is one of English's plural keys. */
function splitPlural(
  key: string,
  bases: Set<string>,
): { base: string; category: Category } | undefined {
  for (const category of CATEGORIES) {
    const suffix = `_${category}`;
    if (key.endsWith(suffix) && bases.has(key.slice(0, -suffix.length))) {
      return { base: key.slice(0, -suffix.length), category };
    }
  }
  return undefined;
}

/** The keys a language's pack must have: English's, with plural forms per the language's rules. */
function expectedKeys(language: LanguageCode, english: Map<string, string>): Set<string> {
  const bases = pluralBases(english);
  const keys = new Set<string>();
  for (const key of english.keys()) {
    const plural = splitPlural(key, bases);
    // `_zero` is an optional form i18next uses for 0 in any language: it goes everywhere English has it.
    if (!plural || plural.category === 'zero') keys.add(key);
  }
  for (const base of bases) {
    for (const category of categoriesOf(language)) keys.add(`${base}_${category}`);
  }
  return keys;
}

/** The interpolation variables of a message (`{{name}}`, `{{value, number}}`). */
function variables(message: string): string[] {
  return [...message.matchAll(/{{\s*([^,}\s]+)[^}]*}}/g)].map((match) => match[1]!).sort();
}

/** Integers a plural category covers, among a sample: 'one' covers 21 in Russian, only 1 in English. */
function coversSeveralNumbers(language: LanguageCode, category: Category): boolean {
  const rules = new Intl.PluralRules(localeOf(language));
  const sample = [...Array.from({ length: 201 }, (_, n) => n), 1_000_000, 2_000_000];
  return sample.filter((n) => rules.select(n) === category).length > 1;
}

function isAllowedSameAsEnglish(language: LanguageCode, key: string): boolean {
  const patterns = [
    ...(sameAsEnglish as Record<string, string[]>)['*']!,
    ...((sameAsEnglish as Record<string, string[] | undefined>)[language] ?? []),
  ];
  return patterns.some((pattern) =>
    pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
  );
}

let packs: Record<LanguageCode, Pack>;
let flat: Record<LanguageCode, Map<string, string>>;
let english: Map<string, string>;

beforeAll(async () => {
  packs = await loadAllPacks();
  flat = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, flatten(packs[language]).entries]),
  ) as Record<LanguageCode, Map<string, string>>;
  english = flat.en;
});

describe('pack files', () => {
  it.each(LANGUAGE_CODES)('%s has one JSON file per namespace and nothing else', (language) => {
    const files = readdirSync(new URL(`./locales/${language}/`, import.meta.url)).sort();
    // The index joins the pack's three parts (TEXT_PARTS), each a module of its own.
    const modules = ['index.ts', ...TEXT_PARTS.map((part) => `${part}.ts`)];
    expect(files).toEqual(
      [...NAMESPACES.map((namespace) => `${namespace}.json`), ...modules].sort(),
    );
  });

  it('has a folder for every language and no other', () => {
    const folders = readdirSync(new URL('./locales/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES)(
    '%s holds only nested objects of non-empty, trimmed strings',
    (language) => {
      const { entries, errors } = flatten(packs[language]);
      for (const [key, value] of entries) {
        if (value.trim() === '' || value !== value.trim())
          errors.push(`${key}: empty or untrimmed`);
      }
      expect(errors).toEqual([]);
    },
  );
});

describe('loadPack', () => {
  it('loads each language from its own folder', async () => {
    expect(await loadPack('en')).toBe(ENGLISH_PACK);
    const ja = await loadPack('ja');
    expect(ja).not.toBe(ENGLISH_PACK);
    expect(Object.keys(ja).sort()).toEqual([...NAMESPACES].sort());
  });

  it('loads English for a code that is not ours', async () => {
    expect(await loadPack('xx' as LanguageCode)).toBe(ENGLISH_PACK);
  });
});

describe('loadPackPart', () => {
  it.each(LANGUAGE_CODES)(
    "splits %s's pack into the three parts, each namespace in one",
    async (language) => {
      const whole = await loadPack(language);
      const parts = await Promise.all(TEXT_PARTS.map((part) => loadPackPart(language, part)));
      expect(parts.flatMap((part) => Object.keys(part)).sort()).toEqual([...NAMESPACES].sort());
      for (const part of parts) {
        for (const [namespace, messages] of Object.entries(part)) {
          expect(messages).toBe(whole[namespace as keyof Pack]);
        }
      }
    },
  );

  it('holds the first load, the account and the areas namespaces in their parts', async () => {
    expect(Object.keys(await loadPackPart('ja', 'first-load')).sort()).toEqual(
      [...FIRST_LOAD_NAMESPACES].sort(),
    );
    expect(Object.keys(await loadPackPart('ja', 'account')).sort()).toEqual(
      [...ACCOUNT_NAMESPACES].sort(),
    );
    expect(Object.keys(await loadPackPart('ja', 'areas')).sort()).toEqual(
      [...AREA_NAMESPACES].sort(),
    );
    expect(await loadPackPart('xx' as LanguageCode, 'first-load')).toBe(ENGLISH_FIRST_LOAD);
  });
});

describe('parity with English', () => {
  it('writes every English plural with exactly the forms English needs', () => {
    expect([...english.keys()].sort()).toEqual([...expectedKeys('en', english)].sort());
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(
    '%s has exactly the keys of English (plural forms per its own rules)',
    (language) => {
      const expected = expectedKeys(language, english);
      const actual = new Set(flat[language].keys());
      const missing = [...expected].filter((key) => !actual.has(key));
      const extra = [...actual].filter((key) => !expected.has(key));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
    },
  );

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(
    '%s uses the interpolation variables of English',
    (language) => {
      const bases = pluralBases(english);
      const problems: string[] = [];
      for (const [key, value] of flat[language]) {
        const plural = splitPlural(key, bases);
        const source = english.get(plural ? `${plural.base}_other` : key);
        if (source === undefined) continue; // reported by the parity test
        const expected = variables(source);
        const actual = variables(value);
        if (!plural || plural.category === 'other') {
          if (actual.join() !== expected.join())
            problems.push(`${key}: {${actual}} vs English {${expected}}`);
        } else {
          if (actual.some((name) => !expected.includes(name)))
            problems.push(`${key}: unknown {${actual}}`);
          if (coversSeveralNumbers(language, plural.category) && !actual.includes('count')) {
            problems.push(
              `${key}: the ${plural.category} form covers several numbers, so it needs {{count}}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(
    '%s leaves no English text behind (brand names and symbols aside)',
    (language) => {
      const englishValues = new Map<string, Set<string>>();
      const bases = pluralBases(english);
      for (const [key, value] of english) {
        const base = splitPlural(key, bases)?.base ?? key;
        englishValues.set(base, (englishValues.get(base) ?? new Set()).add(value));
      }
      const leftovers = [...flat[language]]
        .filter(([key, value]) =>
          englishValues.get(splitPlural(key, bases)?.base ?? key)?.has(value),
        )
        .filter(([, value]) => /\p{L}/u.test(value.replace(/{{[^}]*}}/g, '')))
        .filter(([key]) => !isAllowedSameAsEnglish(language, key))
        .map(([key, value]) => `${key}: ${value}`);
      expect(leftovers).toEqual([]);
    },
  );
});

describe('errors namespace', () => {
  it('has an English message for every refusal code', () => {
    const missing = ERROR_CODES.filter((code) => !english.has(`errors:${code}`));
    expect(missing).toEqual([]);
  });

  it('has no message for a code that does not exist', () => {
    const codes = new Set<string>(ERROR_CODES);
    const orphans = [...english.keys()]
      .filter((key) => key.startsWith('errors:'))
      .filter((key) => !codes.has(key.slice('errors:'.length)));
    expect(orphans).toEqual([]);
  });
});

describe('keys the domain returns', () => {
  it('all exist in English (and so, by parity, in every pack)', () => {
    const bases = pluralBases(english);
    const missing = DOMAIN_MESSAGE_KEYS.filter((key) => !english.has(key) && !bases.has(key));
    expect(missing).toEqual([]);
  });
});
