import type { ChunkNode } from './chunk-graph-plugin.js';

/**
 * The most JavaScript (gzip) the home route's first load may ship: the entry chunk, the home
 * screen's chunk and everything they import statically, in English (other languages add their
 * pack). See apps/shop/README.md for how the figure was set.
 */
export const HOME_FIRST_LOAD_BUDGET_BYTES = 230 * 1024;

/** The folder of the home screen under `src/routes/`. */
export const HOME_ROUTE = 'home';

/** What `/` shows while no home screen exists (the routes without a screen show not-found). */
export const FALLBACK_ROUTE = 'not-found';

/**
 * Modules that belong to the merchant console (`/mt`), the platform operators or the chat (its
 * connection and screens; the unread counts of the tab badge are the store's), and the texts of
 * the merchant's and the operator's areas and of the shopper's account and chat: none of them may
 * be in the home route's first load.
 */
export const MERCHANT_OR_OPERATOR_MODULES: readonly RegExp[] = [
  /\/apps\/shop\/src\/routes\/(mt|admin|operator|chat)([-_][^/]*)?\//,
  /\/apps\/shop\/src\/features\/(merchant|operator|admin)\//,
  /\/apps\/shop\/src\/features\/chat\/(chat-connection|sections\/)/,
  /\/packages\/domain\/src\/(merchant|couple)\//,
  /\/packages\/api\/src\/(contract|endpoints)\/(merchant|admin|operator|couple)[^/]*\.ts$/,
  /\/packages\/api\/src\/chat\//,
  // Any language's texts of the merchant's and the operator's areas and of the shopper's account
  // and chat (`AREA_NAMESPACES` and `ACCOUNT_NAMESPACES` of @bazaar/i18n, loaded with their routes).
  /\/packages\/i18n\/src\/locales\/[^/]+\/(merchant|admin|user|order|refund|wallet|chat)\.json$/,
];

/** The layouts, each with its shell chunk (`src/app/layout/<layout>-shell.tsx`). */
export const LAYOUTS = ['mobile', 'desktop'] as const;

/** A route screen's chunk. */
export type RouteChunk = {
  /** The folder under `src/routes/` (`login`). */
  readonly route: string;
  readonly chunk: ChunkNode;
};

/** One row of the report: a route, its own chunk and what it adds on top of the entry. */
export type RouteRow = {
  readonly route: string;
  /** Gzip bytes of the route's own chunk. */
  readonly ownBytes: number;
  /** Gzip bytes of the route's chunk and the shared chunks it needs beyond the entry's. */
  readonly addedBytes: number;
};

/** The home route's first load in one layout. */
export type HomeLoad = {
  readonly layout: (typeof LAYOUTS)[number];
  /** Gzip bytes of the entry, the layout's shell and the home screen with their imports. */
  readonly bytes: number;
  /** Merchant or operator modules found in it. */
  readonly forbiddenModules: readonly string[];
};

/** The verdict of the report. */
export type Report = {
  readonly rows: readonly RouteRow[];
  /** Gzip bytes of the entry and its static imports. */
  readonly entryBytes: number;
  /** The route the home page loads (`home`, or the fallback while there is none). */
  readonly homeRoute: string;
  /** The home route's first load per layout (English; other languages add their pack). */
  readonly home: readonly HomeLoad[];
  readonly budgetBytes: number;
  /** Why the build fails; empty when it passes. */
  readonly failures: readonly string[];
};

const ROUTE_FACADE = /\/src\/routes\/([^/]+)\/index\.tsx?$/;
const SHELL_FACADE = /\/src\/app\/layout\/(mobile|desktop)-shell\.tsx$/;

/** The chunks that are route screens (`src/routes/<route>/index.ts` loaded by `import()`). */
export function routeChunks(chunks: readonly ChunkNode[]): RouteChunk[] {
  return chunks.flatMap((chunk) => {
    const match = chunk.isDynamicEntry ? ROUTE_FACADE.exec(chunk.facadeModuleId ?? '') : null;
    return match?.[1] ? [{ route: match[1], chunk }] : [];
  });
}

/** The files that load with `start`: the chunks themselves and their static imports, transitively. */
export function staticClosure(chunks: readonly ChunkNode[], start: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/** The modules of `files` that match a merchant or operator pattern. */
export function forbiddenModules(
  chunks: readonly ChunkNode[],
  files: ReadonlySet<string>,
): string[] {
  return chunks
    .filter((chunk) => files.has(chunk.fileName))
    .flatMap((chunk) => chunk.moduleIds)
    .filter((id) => MERCHANT_OR_OPERATOR_MODULES.some((pattern) => pattern.test(id)));
}

function total(files: Iterable<string>, gzipBytes: (file: string) => number): number {
  let bytes = 0;
  for (const file of files) bytes += gzipBytes(file);
  return bytes;
}

/**
 * Builds the report from the chunk graph and each file's gzip size: every route's sizes, the
 * home route's first load, and the failures (merchant or operator code in it, over the budget,
 * no entry or no home route chunk).
 */
export function buildReport(
  chunks: readonly ChunkNode[],
  gzipBytes: (file: string) => number,
  budgetBytes: number = HOME_FIRST_LOAD_BUDGET_BYTES,
): Report {
  const failures: string[] = [];
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  if (entries.length === 0) failures.push('the build has no entry chunk');
  const entryFiles = staticClosure(chunks, entries);
  const entryBytes = total(entryFiles, gzipBytes);

  const routes = routeChunks(chunks);
  const rows = routes
    .map(({ route, chunk }): RouteRow => {
      const added = [...staticClosure(chunks, [chunk.fileName])].filter(
        (file) => !entryFiles.has(file),
      );
      return { route, ownBytes: gzipBytes(chunk.fileName), addedBytes: total(added, gzipBytes) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const homeChunk =
    routes.find((route) => route.route === HOME_ROUTE) ??
    routes.find((route) => route.route === FALLBACK_ROUTE);
  if (!homeChunk) failures.push(`no chunk for src/routes/${HOME_ROUTE} (nor ${FALLBACK_ROUTE})`);

  const home = LAYOUTS.map((layout): HomeLoad => {
    const shell = chunks.find(
      (chunk) =>
        chunk.isDynamicEntry && SHELL_FACADE.exec(chunk.facadeModuleId ?? '')?.[1] === layout,
    );
    if (!shell)
      failures.push(`no chunk for the ${layout} shell (src/app/layout/${layout}-shell.tsx)`);
    const start = [...entries, shell?.fileName, homeChunk?.chunk.fileName].filter(
      (file): file is string => file !== undefined,
    );
    const files = staticClosure(chunks, start);
    const load = {
      layout,
      bytes: total(files, gzipBytes),
      forbiddenModules: forbiddenModules(chunks, files),
    };
    if (load.forbiddenModules.length > 0) {
      failures.push(
        `the home route's ${layout} first load includes merchant, operator or chat code:\n  ${load.forbiddenModules.join('\n  ')}`,
      );
    }
    if (load.bytes > budgetBytes) {
      failures.push(
        `the home route's ${layout} first load is ${kb(load.bytes)} gzip, over the budget of ${kb(budgetBytes)}`,
      );
    }
    return load;
  });

  return {
    rows,
    entryBytes,
    homeRoute: homeChunk?.route ?? HOME_ROUTE,
    home,
    budgetBytes,
    failures,
  };
}

/** Bytes as kilobytes with one decimal (`12.3 KB`). */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The report as text: one line per route, then the home route's first load and the verdict. */
export function formatReport(report: Report): string {
  const width = Math.max(5, ...report.rows.map((row) => row.route.length));
  const line = (cells: string[]) =>
    `${cells[0]!.padEnd(width)}  ${cells
      .slice(1)
      .map((cell) => cell.padStart(12))
      .join('  ')}`;
  const lines = [
    'JavaScript per route (gzip)',
    line(['route', 'own chunk', 'with imports']),
    ...report.rows.map((row) => line([row.route, kb(row.ownBytes), kb(row.addedBytes)])),
    '("with imports": the route chunk and the shared chunks it needs beyond the entry)',
    '',
    `entry (src/main.tsx and its static imports): ${kb(report.entryBytes)}`,
    ...report.home.map(
      (load) =>
        `home route (${report.homeRoute}) first load, ${load.layout}: ${kb(load.bytes)} of a ${kb(report.budgetBytes)} budget`,
    ),
    report.failures.length === 0
      ? 'OK: no merchant, operator or chat code in the home route first load, within budget'
      : `FAILED:\n- ${report.failures.join('\n- ')}`,
  ];
  return lines.join('\n');
}
