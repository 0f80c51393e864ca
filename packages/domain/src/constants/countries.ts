/** A country of the address form's dial-code list (spec section 3). */
export type CountryDialCode = {
  /** A stable id, also the last part of the name's key. */
  readonly id: string;
  /** The country's name, an i18n key (`common:country.cn`). */
  readonly nameKey: string;
  /** The international dialling code without `+`. */
  readonly areaCode: number;
};

const COUNTRIES: readonly (readonly [string, number])[] = [
  ['cn', 86],
  ['hk', 852],
  ['mo', 853],
  ['tw', 886],
  ['jp', 81],
  ['kr', 82],
  ['us_ca', 1],
  ['th', 66],
  ['id', 62],
  ['my', 60],
  ['vn', 84],
  ['ru', 7],
  ['es', 34],
  ['pt', 351],
  ['br', 55],
  ['tr', 90],
  ['gb', 44],
  ['sg', 65],
  ['ph', 63],
  ['in', 91],
  ['de', 49],
  ['fr', 33],
  ['au', 61],
  ['mx', 52],
];

/**
 * The dial-code list of the address form: the spec's examples (China 86, Hong Kong 852, Macau 853,
 * Taiwan 886, Japan 81, South Korea 82, USA/Canada 1), the countries of the 13 interface languages
 * and a few large markets. USA and Canada share code 1 and one entry.
 */
export const COUNTRY_DIAL_CODES: readonly CountryDialCode[] = COUNTRIES.map(([id, areaCode]) => ({
  id,
  nameKey: `common:country.${id}`,
  areaCode,
}));

/** True when `areaCode` is one of the list's codes. */
export function isKnownAreaCode(areaCode: number): boolean {
  return COUNTRY_DIAL_CODES.some((country) => country.areaCode === areaCode);
}
