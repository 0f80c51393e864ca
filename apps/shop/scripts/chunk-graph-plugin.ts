import type { Plugin } from 'vite';
import { PAGE_PRELOADS_FILE, pagePreloads, screenFolders } from './page-preloads.js';

/** One JavaScript chunk of a build, as the build report reads it. */
export type ChunkNode = {
  /** The file under `dist/` (`assets/login-abc123.js`). */
  readonly fileName: string;
  /** The page's entry (`src/main.tsx`). */
  readonly isEntry: boolean;
  /** Loaded by a dynamic `import()` (a route's screen, a language pack). */
  readonly isDynamicEntry: boolean;
  /** The module the chunk stands for (`/abs/path/src/routes/login/index.ts`), if any. */
  readonly facadeModuleId: string | null;
  /** Every module bundled into the chunk (absolute paths). */
  readonly moduleIds: readonly string[];
  /** Chunks this one imports statically: they load with it. */
  readonly imports: readonly string[];
  /** Chunks this one may load later. */
  readonly dynamicImports: readonly string[];
};

/** Where the plugin writes the graph, under the output directory. */
export const CHUNK_GRAPH_FILE = '.vite/chunk-graph.json';

/**
 * Writes the chunk graph of a production build (each chunk's modules and imports) to
 * `dist/.vite/chunk-graph.json`, for `scripts/build-report.ts`, and the chunks each layout and
 * route loads after the entry to `dist/.vite/page-preloads.json`, for the server rendering's
 * `<link rel="modulepreload">`. Vite's manifest lists chunks but
 * not the modules inside them, which the report needs to find merchant or operator code.
 */
export function chunkGraphPlugin(): Plugin {
  return {
    name: 'bazaar-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkNode[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ?? null,
          moduleIds: [...output.moduleIds],
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_GRAPH_FILE,
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
      // The screen registries (`src/app/router/screens/*.ts`) name each route's folder.
      const registries = [...this.getModuleIds()]
        .filter((id) => /\/src\/app\/router\/screens\/[^/]+\.ts$/.test(id))
        .map((id) => this.getModuleInfo(id)?.code ?? '');
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(pagePreloads(chunks, screenFolders(registries)), null, 2)}\n`,
      });
    },
  };
}
