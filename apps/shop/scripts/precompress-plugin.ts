import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Pictures and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml)$/;

/** Smaller files gain less than the headers cost. */
export const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
 * file of the client build's `assets/` folder, so that the server (`@fastify/static` with
 * `preCompressed`) sends them as they are, without compressing on each request. Only hashed
 * assets: the page itself is made per request and compressed as it is sent.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bazaar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(options) {
      // The server-rendering build (`build.ssr`) is never sent to a browser.
      if (options.dir && path.resolve(options.dir) !== outDir) return;
      const assets = path.join(outDir, 'assets');
      const files = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assets, name);
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
