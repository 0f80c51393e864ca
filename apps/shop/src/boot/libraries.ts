// What the page's entry (`main.tsx`) evaluates before the app: React, React DOM and
// styled-components, which takes the server's styles over as it is evaluated. The build puts them
// in the entry's chunk (`vite.config.ts`); React DOM is CommonJS, evaluated where it is first
// imported: here, not in the app's step.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { styled } from 'styled-components';

/** Read by `main.tsx`, so the build keeps the imports above. */
export const LIBRARIES = [startTransition, hydrateRoot, styled] as const;
