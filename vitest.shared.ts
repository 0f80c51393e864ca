/**
 * Settings every workspace's Vitest config starts from.
 *
 * Workspace packages export their TypeScript sources under the `@bazaar/source` condition, so
 * tests and dev servers run on source without building dependencies first; Node at run time
 * (and published consumers) get `dist` through the default condition.
 */
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const SOURCE_CONDITION = '@bazaar/source';

const serverResolve = { conditions: [SOURCE_CONDITION, ...defaultServerConditions] };

/**
 * Vite `resolve` settings that prefer workspace sources, for client and server environments.
 *
 * Vite gives non-client environments only the default conditions, and Vitest runs global setup
 * files in its own `__vitest__` environment, so that one is named here as well.
 */
export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: serverResolve },
  environments: { __vitest__: { resolve: serverResolve } },
};
