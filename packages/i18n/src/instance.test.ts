import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@bazaar/domain';
import {
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  createI18n,
  loadAccountTexts,
  loadAreaTexts,
  readStoredLanguage,
} from './instance.js';
import {
  ACCOUNT_NAMESPACES,
  AREA_NAMESPACES,
  FIRST_LOAD_NAMESPACES,
  NAMESPACES,
} from './namespaces.js';
import { ENGLISH_PACK } from './english-pack.js';
import { ENGLISH_FIRST_LOAD } from './packs.js';

/** An in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const brokenStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('createI18n', () => {
  it('starts in English with nothing stored', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.options.ns).toEqual([...NAMESPACES]);
  });

  it('takes the language option over the stored one', async () => {
    const i18n = await createI18n({
      language: 'ja',
      storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ko' }),
    });
    expect(i18n.language).toBe('ja');
    expect(i18n.hasResourceBundle('ja', 'common')).toBe(true);
  });

  it('restores the stored language', async () => {
    const i18n = await createI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'zh-tw' }) });
    expect(i18n.language).toBe('zh-tw');
    expect(i18n.hasResourceBundle('zh-tw', 'errors')).toBe(true);
  });

  it('loads only the chosen pack and English', async () => {
    const i18n = await createI18n({ language: 'th' });
    const loaded = LANGUAGE_CODES.filter((language) => i18n.hasResourceBundle(language, 'common'));
    expect(loaded).toEqual(['en', 'th']);
  });

  it('shows a missing key as empty text, never the key', async () => {
    const i18n = await createI18n({ language: 'ru' });
    expect(i18n.t('common:no.such.key')).toBe('');
    expect(i18n.t('no_such_key')).toBe('');
    expect(i18n.t('errors:no_such_code', { count: 2 })).toBe('');
    expect(i18n.t('nonexistent_namespace:key')).toBe('');
  });

  it('keeps an explicit default value for a missing key', async () => {
    const i18n = await createI18n();
    expect(i18n.t('common:no.such.key', { defaultValue: 'Hi {{name}}', name: 'Ann' })).toBe(
      'Hi Ann',
    );
  });

  it('falls back to English key by key, also for an empty translation', async () => {
    const i18n = await createI18n({ language: 'vi' });
    i18n.addResourceBundle(
      'en',
      'common',
      { probe: { only_en: 'English only', empty: 'Not empty' } },
      true,
      true,
    );
    i18n.addResourceBundle('vi', 'common', { probe: { empty: '' } }, true, true);
    expect(i18n.t('common:probe.only_en')).toBe('English only');
    expect(i18n.t('common:probe.empty')).toBe('Not empty');
  });

  it('interpolates without HTML escaping (React and JSON escape on their own)', async () => {
    const i18n = await createI18n();
    i18n.addResourceBundle('en', 'common', { probe: { name: 'Hello {{name}}' } }, true, true);
    expect(i18n.t('common:probe.name', { name: '<Ann & Bob>' })).toBe('Hello <Ann & Bob>');
  });

  it('treats an unknown language option as absent', async () => {
    // @ts-expect-error a caller outside TypeScript
    const i18n = await createI18n({ language: 'xx' });
    expect(i18n.language).toBe('en');
  });
});

describe('changeLanguage', () => {
  it('loads the pack, switches and stores the choice', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({ storage });
    await changeLanguage(i18n, 'spa', storage);
    expect(i18n.language).toBe('spa');
    expect(i18n.t('action.cancel')).toBe('Cancelar');
    expect(i18n.t('errors:login_required')).toBe('Primero inicia sesión');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('spa');

    const nextVisit = await createI18n({ storage });
    expect(nextVisit.language).toBe('spa');
  });

  it('emits languageChanged once the pack is there', async () => {
    const i18n = await createI18n();
    const seen: boolean[] = [];
    i18n.on('languageChanged', (language) => seen.push(i18n.hasResourceBundle(language, 'errors')));
    await changeLanguage(i18n, 'ko');
    expect(seen).toEqual([true]);
  });

  it('lets the last switch win when a slower pack arrives after it', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({ language: 'ko' });
    const slow = changeLanguage(i18n, 'pt', storage); // pt still has to load
    const fast = changeLanguage(i18n, 'ko', storage); // ko is already there
    await Promise.all([slow, fast]);
    expect(i18n.language).toBe('ko');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('ko');
    expect(i18n.hasResourceBundle('pt', 'common')).toBe(true);
  });

  it('switches even when the storage refuses to write', async () => {
    const i18n = await createI18n();
    await changeLanguage(i18n, 'tr', brokenStorage);
    expect(i18n.language).toBe('tr');
  });

  it('switches to English for a code that is not ours', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({ language: 'ja' });
    // @ts-expect-error a caller outside TypeScript
    await changeLanguage(i18n, 'de', storage);
    expect(i18n.language).toBe('en');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

describe('readStoredLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['ja', 'ja'],
    ['zh-cn', 'zh-cn'],
    ['ZH-TW', 'zh-tw'],
    [' may ', 'may'],
    ['', 'en'],
    ['zh', 'en'],
    ['es', 'en'],
    ['"ja"', 'en'],
    ['__proto__', 'en'],
  ])('stored %j -> %s', (stored, expected) => {
    const storage = memoryStorage(stored === undefined ? {} : { [LANGUAGE_STORAGE_KEY]: stored });
    expect(readStoredLanguage(storage)).toBe(expected);
  });

  it('is English without storage or when the storage throws', () => {
    expect(readStoredLanguage()).toBe('en');
    expect(readStoredLanguage(brokenStorage)).toBe('en');
  });

  it('reads back what changeLanguage stored, for every language', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n();
    for (const language of LANGUAGE_CODES) {
      await changeLanguage(i18n, language, storage);
      expect(readStoredLanguage(storage)).toBe(language);
    }
  });
});

describe('the account, merchant and operator namespaces', () => {
  it('are in the whole English pack, and the first load has every other namespace', () => {
    for (const namespace of [...ACCOUNT_NAMESPACES, ...AREA_NAMESPACES]) {
      expect(ENGLISH_PACK[namespace]).toBeTruthy();
      expect(namespace in ENGLISH_FIRST_LOAD).toBe(false);
    }
    expect(Object.keys(ENGLISH_FIRST_LOAD).sort()).toEqual([...FIRST_LOAD_NAMESPACES].sort());
    expect(FIRST_LOAD_NAMESPACES).toEqual(['common', 'shop', 'errors', 'ui']);
  });

  it('load with the instance by default', async () => {
    const i18n = await createI18n();
    expect(i18n.t('merchant:area.label')).toBe('Merchant centre');
    expect(i18n.t('user:centre.balance')).toBe('Balance');
  });

  it('load later when left out: the account alone, or with the areas', async () => {
    const i18n = await createI18n({ areas: false });
    expect(i18n.t('merchant:area.label')).toBe('');
    expect(i18n.t('user:centre.balance')).toBe('');
    expect(i18n.t('common:nav.home')).toBe('Home');
    await loadAccountTexts(i18n);
    expect(i18n.t('user:centre.balance')).toBe('Balance');
    expect(i18n.t('merchant:area.label')).toBe('');
    await Promise.all([loadAreaTexts(i18n), loadAreaTexts(i18n)]);
    expect(i18n.t('merchant:area.label')).toBe('Merchant centre');
    expect(i18n.t('admin:nav.dashboard')).not.toBe('');
  });

  it("load in the instance's language too, English's beside them for the fallback", async () => {
    const i18n = await createI18n({ language: 'ja', areas: false });
    expect(i18n.hasResourceBundle('ja', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'user')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'merchant')).toBe(false);
    await loadAreaTexts(i18n);
    for (const language of ['ja', 'en']) {
      expect(i18n.hasResourceBundle(language, 'user')).toBe(true);
      expect(i18n.hasResourceBundle(language, 'merchant')).toBe(true);
    }
    expect(i18n.t('user:centre.balance')).not.toBe('Balance');
  });

  it('come with a language switched to after they were loaded, and only those', async () => {
    const i18n = await createI18n({ areas: false });
    await loadAccountTexts(i18n);
    await changeLanguage(i18n, 'ru');
    expect(i18n.hasResourceBundle('ru', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'user')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'merchant')).toBe(false);
    expect(i18n.t('user:centre.balance')).not.toBe('Balance');
  });

  it("come with a switch made through react-i18next's copy of the instance", async () => {
    const i18n = await createI18n({ areas: false });
    await loadAccountTexts(i18n);
    // useTranslation() hands out a copy of the instance that names it `__original`.
    const copy = Object.create(
      Object.getPrototypeOf(i18n) as object,
      Object.getOwnPropertyDescriptors(i18n),
    ) as typeof i18n;
    Object.defineProperty(copy, '__original', { value: i18n });
    await changeLanguage(copy, 'ja');
    expect(i18n.hasResourceBundle('ja', 'user')).toBe(true);
  });

  it('load for the language a switch under way goes to', async () => {
    const i18n = await createI18n({ areas: false });
    const switching = changeLanguage(i18n, 'vi');
    await loadAccountTexts(i18n);
    await switching;
    expect(i18n.language).toBe('vi');
    expect(i18n.hasResourceBundle('vi', 'user')).toBe(true);
  });
});
