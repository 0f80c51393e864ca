import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressPlugin } from './precompress-plugin.js';

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

async function run(files: Record<string, string>, dir?: string) {
  root = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  await mkdir(path.join(root, 'dist', 'assets'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(root, 'dist', 'assets', name), text);
  }
  const plugin = precompressPlugin() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    writeBundle(options: { dir?: string }): Promise<void>;
  };
  plugin.configResolved({ root, build: { outDir: 'dist' } });
  await plugin.writeBundle({ dir: dir ?? path.join(root, 'dist') });
  return (await readdir(path.join(root, 'dist', 'assets'))).sort();
}

describe('precompressPlugin', () => {
  it('writes a brotli and a gzip copy of each text asset of 1 KB or more, and nothing else', async () => {
    const big = 'export const x = 1;\n'.repeat(100);
    const files = await run({
      'entry-abc.js': big,
      'style-abc.css': big,
      'tiny-abc.js': 'export {};',
      'entry-abc.js.map': big,
      'photo-abc.png': big,
    });
    expect(files).toEqual([
      'entry-abc.js',
      'entry-abc.js.br',
      'entry-abc.js.gz',
      'entry-abc.js.map',
      'photo-abc.png',
      'style-abc.css',
      'style-abc.css.br',
      'style-abc.css.gz',
      'tiny-abc.js',
    ]);
    const assets = path.join(root, 'dist', 'assets');
    expect(
      brotliDecompressSync(await readFile(path.join(assets, 'entry-abc.js.br'))).toString(),
    ).toBe(big);
    expect(gunzipSync(await readFile(path.join(assets, 'entry-abc.js.gz'))).toString()).toBe(big);
  });

  it('leaves the server-rendering build (another output folder) alone', async () => {
    const files = await run({ 'entry-abc.js': 'x'.repeat(2000) }, '/elsewhere/server');
    expect(files).toEqual(['entry-abc.js']);
  });
});
