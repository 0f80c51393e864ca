/**
 * `npm run generate -w @bazaar/api`: writes `src/endpoints/`, the contract's endpoints without
 * their TypeBox schemas, one file per contract file (what a browser build gets for
 * `@bazaar/api/contract`, through the `browser` export condition).
 * `src/endpoints/endpoints.test.ts` fails when they are out of date.
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { generatedEndpointModules } from './endpoints-module.js';

const folder = new URL('../src/endpoints/', import.meta.url);
const modules = await generatedEndpointModules();
// Files of areas that no longer define endpoints go; the helper and the test stay.
for (const name of await readdir(folder)) {
  if (name !== 'endpoint.ts' && !name.endsWith('.test.ts') && !modules.has(name)) {
    await rm(new URL(name, folder));
  }
}
for (const [name, text] of modules) await writeFile(new URL(name, folder), text);
console.log(`wrote ${modules.size} files in src/endpoints`);
