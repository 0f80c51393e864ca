export {
  isParallelSpec,
  localizedDifference,
  localizedSpec,
  translatedText,
} from './content-translations.js';
export type { ContentTranslations, SpecText } from './content-translations.js';
export { goodsOffer, isSingleAmount } from './goods-offer.js';
export { specNamesText, specValuesText } from './spec-text.js';
export type { GoodsOffer, MoneyRange, SkuOfferInput } from './goods-offer.js';
