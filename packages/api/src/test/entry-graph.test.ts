import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  customConditions: ['@bazaar/source'],
};

/**
 * Every bare module name imported from `entry`, following the imports of our own sources (this
 * package and the workspace packages it uses), as TypeScript resolves them.
 */
function packagesImportedBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      const resolved = ts.resolveModuleName(
        specifier,
        file,
        compilerOptions,
        ts.sys,
      ).resolvedModule;
      if (resolved && !resolved.resolvedFileName.includes('/node_modules/')) {
        visit(resolved.resolvedFileName);
      }
    }
  };
  visit(fileURLToPath(new URL(entry, import.meta.url)));
  return packages;
}

const reactLike = (name: string) => /^(react|react-dom|swr)(\/|$)/.test(name);

describe('entry points', () => {
  it.each([
    ['@bazaar/api/contract', '../contract/index.ts'],
    ['@bazaar/api', '../index.ts'],
  ])('%s pulls in no React and no SWR', (_name, entry) => {
    const packages = packagesImportedBy(entry);
    expect(packages.size).toBeGreaterThan(0);
    expect([...packages].filter(reactLike)).toEqual([]);
  });

  it('would see React where it is imported (the check is not vacuous)', () => {
    const packages = [...packagesImportedBy('../swr/index.ts')];
    expect(packages).toContain('react');
    expect(packages).toContain('swr');
    expect(packages).toContain('@bazaar/domain');
  });
});
