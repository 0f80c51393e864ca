export { goodsOffer, isSingleAmount } from './goods-offer.js';
export type { GoodsOffer, MoneyRange, SkuOfferInput } from './goods-offer.js';
