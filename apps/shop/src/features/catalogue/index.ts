export { AppInfoLoader, toCurrencyEntries, useAppInfo, useCurrency } from './app-info.js';
export {
  goodsCommentPath,
  goodsPath,
  shopCategoryPath,
  shopGoodsPath,
  shopPath,
  toGoodsSummary,
  toShopSummary,
} from './cards.js';
export { GoodsResults } from './goods-results.js';
export { GoodsSection } from './goods-section.js';
export type { GoodsResultsProps } from './goods-results.js';
export { goodsOnly, isGoodsCard, isShopCard, shopsOnly } from './search-lists.js';
export {
  differenceValues,
  initialChoice,
  missingSpec,
  skuForChoice,
  skusForChoice,
  soldOutChoices,
  soldOutValues,
} from './sku-choice.js';
export type { SpecChoice } from './sku-choice.js';
export { StorefrontNav } from './storefront-nav.js';
export type { StorefrontNavProps } from './storefront-nav.js';
export { findCategory, useCategoryTree, useChosenCategory } from './use-category-tree.js';
export type { CategoryTreeState } from './use-category-tree.js';
export { useRelativeTime } from './use-relative-time.js';
export { filterFromParams, searchInput, searchPath } from './search-params.js';
export { CatalogueNotFound } from './not-found-page.js';
// Not `SearchBox` (`./search-box.js`, react-aria's ComboBox): imported from its file by the search
// page and loaded on first use by the desktop header, it stays out of the storefront's chunk.
export {
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  readRecentSearches,
  useRecentSearches,
  withRecentSearch,
} from './recent-searches.js';
