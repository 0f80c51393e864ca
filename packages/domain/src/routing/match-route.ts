import type { AuthLevel, RouteDef } from './routes.js';

/** A route with its full path, as matched: children carry their parent's path and id. */
export type FlatRoute = {
  readonly id: string;
  /** The full path pattern (`/mt/finance/bill`). */
  readonly path: string;
  readonly auth: AuthLevel;
  /** The parent route's id, for a child. */
  readonly parentId?: string;
};

/** A matched route and its parameters (decoded; a missing optional parameter is absent). */
export type RouteMatch = {
  readonly route: FlatRoute;
  readonly params: Readonly<Record<string, string>>;
};

function join(parent: string, child: string): string {
  return child.startsWith('/') ? child : `${parent === '/' ? '' : parent}/${child}`;
}

/** The routes of a table with full paths, parents before their children. */
export function flattenRoutes(table: readonly RouteDef[], parent?: FlatRoute): FlatRoute[] {
  return table.flatMap((route) => {
    const flat: FlatRoute = {
      id: route.id,
      path: parent ? join(parent.path, route.path) : route.path,
      auth: route.auth,
      ...(parent ? { parentId: parent.id } : {}),
    };
    return [flat, ...(route.children ? flattenRoutes(route.children, flat) : [])];
  });
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

type Score = { statics: number; optionals: number };

function matchPattern(
  pattern: string,
  parts: readonly string[],
): { params: Record<string, string>; score: Score } | null {
  const tokens = segments(pattern);
  const params: Record<string, string> = {};
  let statics = 0;
  let optionals = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const part = parts[index];
    if (!token.startsWith(':')) {
      if (part !== token) return null;
      statics += 1;
      continue;
    }
    const optional = token.endsWith('?');
    const name = token.slice(1, optional ? -1 : undefined);
    if (part === undefined) {
      if (!optional) return null;
      optionals += 1;
      continue;
    }
    try {
      params[name] = decodeURIComponent(part);
    } catch {
      return null;
    }
  }
  return parts.length > tokens.length ? null : { params, score: { statics, optionals } };
}

/**
 * The route of `pathname` in `table` (a query string, a hash and a trailing slash are ignored), or
 * null. When several patterns match, the one with more fixed segments wins, then the one that
 * needed fewer optional parameters: `/user/order/addorder` is the confirmation page, not the order
 * list with state `addorder`.
 */
export function matchRoute(table: readonly RouteDef[], pathname: string): RouteMatch | null {
  const parts = segments(pathname.split(/[?#]/)[0] ?? '');
  let best: (RouteMatch & { score: Score }) | null = null;
  for (const route of flattenRoutes(table)) {
    const found = matchPattern(route.path, parts);
    if (!found) continue;
    const better =
      !best ||
      found.score.statics > best.score.statics ||
      (found.score.statics === best.score.statics && found.score.optionals < best.score.optionals);
    if (better) best = { route, params: found.params, score: found.score };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * Fills a path pattern: `buildPath('/goods/:id', { id: 5 })` is `/goods/5`. Values are
 * URI-encoded; a missing optional parameter is dropped. Throws a `TypeError` for a missing
 * required one (a programming error, not a user's).
 */
export function buildPath(
  pattern: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const parts = segments(pattern).flatMap((token) => {
    if (!token.startsWith(':')) return [token];
    const optional = token.endsWith('?');
    const name = token.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new TypeError(`buildPath: missing parameter "${name}" for ${pattern}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return `/${parts.join('/')}`;
}
