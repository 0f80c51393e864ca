import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as contract from '../contract/index.js';
import type { EndpointDefinition } from '../contract/define.js';
import {
  endpointExports,
  generatedEndpointModules,
  isEndpoint,
  type EndpointExport,
} from '../../scripts/endpoints-module.js';
import * as endpoints from './index.js';

const REGENERATE = 'out of date: run `npm run generate -w @bazaar/api`';

describe('the browser endpoints (src/endpoints)', () => {
  it('is what the generator writes from the contract now, one file per contract file', async () => {
    const modules = await generatedEndpointModules();
    expect(modules.has('user.ts')).toBe(true);
    const written = (await readdir(new URL('.', import.meta.url))).filter(
      (name) => name !== 'endpoint.ts' && !name.endsWith('.test.ts'),
    );
    expect(written.sort(), REGENERATE).toEqual([...modules.keys()].sort());
    for (const [name, text] of modules) {
      const file = await readFile(new URL(name, import.meta.url), 'utf8');
      expect(file === text, `${name} ${REGENERATE}`).toBe(true);
    }
  });

  it("has every endpoint of the contract under the same export, each one's name, method, path, auth and flags", () => {
    const exported = endpointExports();
    expect(exported.length).toBeGreaterThan(20);
    expect(Object.keys(endpoints).sort(), REGENERATE).toEqual(exported.map(([name]) => name));
    const browser = endpoints as Record<string, EndpointExport>;
    const expectSame = (actual: unknown, definition: EndpointDefinition, where: string) => {
      const { name, method, path, auth, idempotent, multipart, download } = definition;
      expect(actual, where).toEqual({
        name,
        method,
        path,
        auth,
        ...(idempotent ? { idempotent } : {}),
        ...(multipart ? { multipart } : {}),
        ...(download ? { download } : {}),
      });
    };
    for (const [exportName, value] of exported) {
      if (isEndpoint(value)) {
        expectSame(browser[exportName], value, exportName);
        continue;
      }
      const map = browser[exportName] as Record<string, EndpointDefinition>;
      expect(Object.keys(map), exportName).toEqual(Object.keys(value));
      for (const [key, definition] of Object.entries(value)) {
        expectSame(map[key], definition, `${exportName}.${key}`);
      }
    }
  });

  it('carries no schema (the point: TypeBox stays on the server)', () => {
    expect(contract.user.login.body).toBeDefined();
    expect(endpoints.user.login).not.toHaveProperty('body');
    expect(endpoints.user.login).not.toHaveProperty('response');
    expect(endpoints.common.goods).not.toHaveProperty('query');
  });

  it('finds the endpoints and the maps whose every value is an endpoint, nothing else', () => {
    const one = { name: 'one', method: 'POST', path: '/one', auth: 'user' };
    expect(
      endpointExports({
        one,
        area: { a: { name: 'area.a', method: 'GET', path: '/a', auth: 'public' } },
        schema: { type: 'object', properties: {} },
        empty: {},
        constant: 3,
      }).map(([name]) => name),
    ).toEqual(['area', 'one']);
  });
});
