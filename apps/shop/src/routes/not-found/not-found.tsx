// A path that matches no route (and a route whose screen is not built yet) shows the same page as
// a goods or shop that does not exist.
export { CatalogueNotFound as NotFoundScreen } from '../../features/catalogue/not-found-page.js';
