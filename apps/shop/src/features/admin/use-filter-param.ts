// The hook lives with the router (`app/router/use-filter-param.ts`): the merchant's and the
// user's list screens keep their tab in the address with it too. Kept here for the feature
// modules that import it from this path.
export { useFilterParam } from '../../app/router/use-filter-param.js';
