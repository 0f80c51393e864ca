import type { ChunkNode } from './chunk-graph-plugin.js';
import { routeChunks, staticClosure } from './route-report.js';

/**
 * The chunks a server-rendered page loads right after the entry, by layout and by route id, for
 * `<link rel="modulepreload">` in the page: the browser fetches them beside the entry instead of
 * after it has run (`src/entry-server.tsx`). Without the entry's own files.
 */
export type PagePreloads = {
  /** The layout's shell chunk and its static imports (`mobile`, `desktop`). */
  readonly shells: Readonly<Record<string, readonly string[]>>;
  /** Each route id's screen chunk and its static imports. */
  readonly routes: Readonly<Record<string, readonly string[]>>;
};

/** Where the client build writes them, under the output directory. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

const SHELL_FACADE = /\/src\/app\/layout\/(mobile|desktop)-shell\.tsx$/;

/** `id: () => import('.../routes/<folder>/index.js')` in a screen registry's code. */
const SCREEN_ENTRY =
  /(\w+)\s*:\s*\(\)\s*=>\s*import\(\s*['"][^'"]*\/routes\/([^/'"]+)\/index\.js['"]\s*\)/g;

/** Route id -> folder under `src/routes/`, read from the screen registries' code. */
export function screenFolders(registryCode: readonly string[]): Map<string, string> {
  const folders = new Map<string, string>();
  for (const code of registryCode) {
    for (const match of code.matchAll(SCREEN_ENTRY)) folders.set(match[1]!, match[2]!);
  }
  return folders;
}

/** The preloads of every layout and route of a build. */
export function pagePreloads(
  chunks: readonly ChunkNode[],
  folders: ReadonlyMap<string, string>,
): PagePreloads {
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const entryFiles = staticClosure(chunks, entries);
  const beyondEntry = (start: string) =>
    [...staticClosure(chunks, [start])].filter((file) => !entryFiles.has(file)).sort();
  const shells: Record<string, readonly string[]> = {};
  for (const chunk of chunks) {
    const layout = chunk.isDynamicEntry ? SHELL_FACADE.exec(chunk.facadeModuleId ?? '')?.[1] : null;
    if (layout) shells[layout] = beyondEntry(chunk.fileName);
  }
  const byFolder = new Map(routeChunks(chunks).map(({ route, chunk }) => [route, chunk]));
  const routes: Record<string, readonly string[]> = {};
  for (const [id, folder] of folders) {
    const chunk = byFolder.get(folder);
    if (chunk) routes[id] = beyondEntry(chunk.fileName);
  }
  return { shells, routes };
}
