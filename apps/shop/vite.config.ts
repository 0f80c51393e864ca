import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { VitePWA } from 'vite-plugin-pwa';
import { sourceResolve } from '../../vitest.shared.js';
import { chunkGraphPlugin } from './scripts/chunk-graph-plugin.js';
import { precompressPlugin } from './scripts/precompress-plugin.js';
import { startAfterPicturePlugin } from './scripts/start-after-picture-plugin.js';

/** The API server `npm run dev` proxies to (apps/server listens on 8080). */
const SERVER = process.env.BAZAAR_SERVER ?? 'http://localhost:8080';

/**
 * babel-plugin-styled-components (the styled-components team's) gives every styled component an
 * id from its file and place, so the browser build and the server-rendering build name the same
 * classes whatever order their modules load in: a server-rendered page hydrates without a class
 * mismatch. Builds only: the dev server and the unit tests render in the browser alone.
 */
const styledComponentIds = {
  ...(await babel({
    include: [/\.tsx?$/],
    exclude: [/[\\/]node_modules[\\/]/],
    plugins: [
      [
        'babel-plugin-styled-components',
        { ssr: true, displayName: false, fileName: false, pure: true, minify: false },
      ],
    ],
    parserOpts: { plugins: ['typescript', 'jsx'] },
    sourceMap: true,
  })),
  apply: 'build' as const,
};

/**
 * The storefront's components and hooks, merged into one chunk (see `codeSplitting`), with the
 * small modules every page's shell loads (the root layout, the screens' frame `src/app/index.ts`, the list reset `bare-list`,
 * the chat's unread counts, the paged lists): each was a request of its own (a chunk under 1 KB
 * costs its HTTP headers again). Not the search suggestions box (`search-box.tsx`, react-aria's
 * ComboBox): the search page and the desktop header load it with their own chunk, on first use.
 */
const STOREFRONT_MODULES =
  /[\\/]packages[\\/]ui[\\/]src[\\/](goods-card|shop-card|banner-carousel|lazy-image|icon|icon-button|search-bar|skeleton|price|avatar|empty-state|infinite-list|bottom-tab-bar|navigation|layout|unread-badge|nav-bar|header)[\\/]|[\\/]apps[\\/]shop[\\/]src[\\/]features[\\/]catalogue[\\/](?!search-box)|[\\/]apps[\\/]shop[\\/]src[\\/]app[\\/](index\.ts|feedback[\\/]use-notify\.ts|layout[\\/](bare-list|form-card|read-page|root-layout|shopper-badges|use-current-route|user-nav-items|merchant-nav-items)\.tsx?)$|[\\/]apps[\\/]shop[\\/]src[\\/]features[\\/]chat[\\/](chat-hub|use-chat|notice-unread)\.ts$|[\\/]packages[\\/]api[\\/]src[\\/]swr[\\/]use-paged-endpoint\.ts$|[\\/]node_modules[\\/]swr[\\/]dist[\\/]infinite[\\/]/;

/**
 * The small modules the desktop shell loads beside its own chunk (the side navigation, the
 * language picker's face and names, the logout hook): one chunk rather than four requests.
 */
const DESKTOP_SHELL_MODULES =
  /[\\/]packages[\\/]ui[\\/]src[\\/](side-nav[\\/]|select[\\/]trigger\.styles\.ts$|language-picker[\\/](language-names|language-picker-face)\.tsx?$)|[\\/]apps[\\/]shop[\\/]src[\\/]features[\\/]session[\\/]use-logout\.ts$/;

/**
 * The app's start-up (`src/start.tsx`): an entry of the build beside the page's (`main.tsx`
 * imports it once the libraries have been evaluated, a task later), so what it imports is the
 * `$initial` part of the build, in two chunks (`startChunkOf`).
 */
const START = fileURLToPath(new URL('./src/start.tsx', import.meta.url));
const LIBRARY_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion[\\/][^/\\]+|shallowequal|tslib)[\\/]|[\\/]src[\\/](main\.tsx|boot[\\/](libraries|next-task)\.ts)$|[\\/]index\.html$/;

/**
 * The chunk of a module the app starts with: `libraries` (React, React DOM, styled-components, with
 * the page's entry `main.tsx`: the page's entry chunk) or `start` (every other package and the
 * app's code). The entry evaluates the libraries, yields, then imports `start`: two tasks instead
 * of one long one, and one request more.
 */
function startChunkOf(id: string): string {
  // Rolldown's runtime (its CommonJS helpers) and Vite's preload helper go with the libraries.
  if (
    LIBRARY_MODULES.test(id) ||
    id.startsWith('\0') ||
    /^rolldown:|rolldown[\\/]runtime/.test(id)
  ) {
    return 'libraries';
  }
  return 'start';
}

/** A language pack's part (`locales/ja/account.ts`): its chunk is named `ja-account`. */
const PACK_PART =
  /[\\/]packages[\\/]i18n[\\/]src[\\/]locales[\\/]([^/\\]+)[\\/](first-load|account|areas|index)\.ts$/;

/**
 * The installable shop (vite-plugin-pwa over Workbox): the web app manifest with the brand's
 * icons (`public/icons`, drawn by `scripts/make-icons.ts`), and the service worker of
 * `src/pwa/sw.ts` with the build's files listed in for precaching. The app registers it itself
 * (`src/pwa/register.ts`), so no script is injected into the page.
 */
const installable = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['icons/apple-touch-icon.png', 'icons/icon.svg'],
  manifest: {
    id: '/',
    name: 'Bazaar',
    short_name: 'Bazaar',
    description: 'Shop goods from many shops in one cart.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#d6301f',
    background_color: '#f5f5f5',
    categories: ['shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // The app's code, styles, icons and page template; not the server-rendering build, the
    // source maps or the precompressed copies.
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/*.{png,svg}'],
    globIgnores: ['server/**', '**/*.map'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  ...sourceResolve,
  // Builds register the service worker; the dev server and the unit tests have none. (Not
  // `import.meta.env.PROD`: a build inside Vitest, as the e2e set-up does, runs with NODE_ENV=test.)
  define: { __SERVICE_WORKER__: JSON.stringify(command === 'build') },
  // The server-rendering build carries its dependencies: the server loads it from wherever the
  // build was written, without the shop's node_modules beside it.
  ...(isSsrBuild ? { ssr: { ...sourceResolve.ssr, noExternal: true } } : {}),
  plugins: [
    styledComponentIds,
    react(),
    chunkGraphPlugin(),
    precompressPlugin(),
    ...(isSsrBuild ? [] : [startAfterPicturePlugin(), installable]),
  ],
  server: {
    proxy: {
      '/api': SERVER,
      '/uploads': SERVER,
      '/ws': { target: SERVER, ws: true },
    },
  },
  build: {
    // Maps for error reports and size analysis, not referenced from the served files.
    sourcemap: 'hidden',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            start: START,
          },
          // The start-up's entry is imported by the page's, not by pages: no facade chunk.
          preserveEntrySignatures: false,
          output: {
            chunkFileNames: (chunk) => {
              const part = PACK_PART.exec(chunk.facadeModuleId ?? '');
              return part ? `assets/${part[1]}-${part[2]}-[hash].js` : 'assets/[name]-[hash].js';
            },
            codeSplitting: {
              groups: [
                // Everything the app starts with, before any screen: three chunks (`startChunkOf`).
                // Each module in its own step's chunk, not in the chunk of what imports it first.
                {
                  name: startChunkOf,
                  debugName: 'start',
                  tags: ['$initial'],
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                // The storefront's components (cards, banners, lists, tab bar, navigation bar):
                // on nearly every page, so one chunk rather than one per component.
                { name: 'storefront', test: STOREFRONT_MODULES, priority: 1 },
                // What the desktop shell needs beside its own chunk.
                { name: 'desktop-parts', test: DESKTOP_SHELL_MODULES, priority: 1 },
              ],
            },
          },
        },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: [
        'src/**/*.test.{ts,tsx}',
        'src/test/**',
        'src/main.tsx',
        'src/start.tsx',
        'src/boot/**',
        'src/**/*.styles.ts',
        'src/**/index.ts',
      ],
      thresholds: { lines: 95, statements: 93, functions: 90, branches: 85 },
    },
  },
}));
