import { buildPath, matchRoute } from './match-route.js';
import { routesFor, type Layout } from './routes.js';

/** A query string's pairs, as written (the domain has no DOM: no `URLSearchParams`). */
type Query = Array<[string, string]>;

function parseQuery(search: string): Query {
  const text = search.startsWith('?') ? search.slice(1) : search;
  return text
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    });
}

function withQuery(path: string, query: Query): string {
  const text = query.map(([name, value]) => `${name}=${value}`).join('&');
  return text ? `${path}?${text}` : path;
}

const valueOf = (query: Query, name: string): string | undefined =>
  query.find(([key]) => key === name)?.[1];

/** The shop's page, where a link without its category lands. */
const SHOP_PATH = '/shop/:id';

/**
 * Where a link written for the other layout lands in `layout` (issue 17: a desktop link opened on
 * a phone lands on the phone's page for it), as a path with its query; null when the path is one
 * of `layout`'s own routes or of neither table.
 *
 * - shop goods: desktop `/shop/goods/:id/:sid/:name` is mobile `/shop/goods/:id/:name?category_id=sid`,
 *   and back (a mobile link without `category_id` opens the shop);
 * - mobile `/user/withdraw` is the desktop wallet, where withdrawing is a dialog;
 * - mobile `/mt/finance` is the desktop bill (`/mt/finance/bill`).
 */
export function counterpartPath(layout: Layout, pathname: string, search = ''): string | null {
  if (matchRoute(routesFor(layout), pathname)) return null;
  const other = matchRoute(routesFor(layout === 'mobile' ? 'desktop' : 'mobile'), pathname);
  if (!other) return null;
  const query = parseQuery(search);
  const { id, sid, name } = other.route.id === 'shop_goods' ? other.params : {};
  switch (other.route.id) {
    case 'shop_goods': {
      if (id === undefined || name === undefined) return null;
      if (layout === 'mobile') {
        if (sid !== undefined) {
          query.splice(0, query.length, ...query.filter(([key]) => key !== 'category_id'));
          query.push(['category_id', encodeURIComponent(sid)]);
        }
        const path = buildPath('/shop/goods/:id/:name', { id, name });
        return withQuery(path, query);
      }
      const category = valueOf(query, 'category_id');
      if (!category) return buildPath(SHOP_PATH, { id });
      const rest = query.filter(([key]) => key !== 'category_id');
      const path = buildPath('/shop/goods/:id/:sid/:name', {
        id,
        sid: decodeURIComponent(category),
        name,
      });
      return withQuery(path, rest);
    }
    case 'user_withdraw':
      return '/user/wallet';
    case 'mt_finance':
      return '/mt/finance/bill';
    default:
      return null;
  }
}
