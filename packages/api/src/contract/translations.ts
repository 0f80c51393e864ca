import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@bazaar/domain';
import Type, { type Static, type TProperties } from 'typebox';

/**
 * The languages content can be translated into: every interface language but the base (English),
 * whose text is the entity's own field and the fallback of every other language.
 */
export const TRANSLATION_LANGUAGES: readonly Exclude<LanguageCode, 'en'>[] = LANGUAGE_CODES.filter(
  (code): code is Exclude<LanguageCode, 'en'> => code !== DEFAULT_LANGUAGE,
);

/**
 * The schema of an entity's translations: per language other than English (all optional) an
 * object of the given fields (pass them `Type.Optional`). Unknown languages and fields are
 * refused. A missing field shows the English text.
 */
export function Translations<T extends TProperties>(fields: T) {
  const language = Type.Optional(Type.Object(fields, { additionalProperties: false }));
  return Type.Object(
    {
      'zh-cn': language,
      'zh-tw': language,
      ja: language,
      ko: language,
      th: language,
      id: language,
      may: language,
      vi: language,
      ru: language,
      spa: language,
      pt: language,
      tr: language,
    } satisfies Record<(typeof TRANSLATION_LANGUAGES)[number], unknown>,
    { additionalProperties: false },
  );
}

/** A category's translations: its name per language. */
export const CategoryTranslations = Translations({
  name: Type.Optional(Type.String({ maxLength: 30 })),
});
/** The CategoryTranslations type. */
export type CategoryTranslations = Static<typeof CategoryTranslations>;

/** A banner's translations: the title shown with its picture, per language. */
export const BannerTranslations = Translations({
  title: Type.Optional(Type.String({ maxLength: 60 })),
});
/** The BannerTranslations type. */
export type BannerTranslations = Static<typeof BannerTranslations>;

/** A specification in one language: group by group and value by value like the English one. */
export const TranslatedSpec = Type.Array(
  Type.Object(
    {
      name: Type.String({ maxLength: 100 }),
      items: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
    },
    { additionalProperties: false },
  ),
  { maxItems: 10 },
);

/**
 * A goods' (or market goods') translations: title, description, rich description and the
 * specification per language. A spec must match the English one group by group and value by
 * value (`bad_request` on `i18n` otherwise).
 */
export const GoodsTranslations = Translations({
  title: Type.Optional(Type.String({ maxLength: 400 })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  content: Type.Optional(Type.String({ maxLength: 20000 })),
  spec: Type.Optional(TranslatedSpec),
});
/** The GoodsTranslations type. */
export type GoodsTranslations = Static<typeof GoodsTranslations>;
