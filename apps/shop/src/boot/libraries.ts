// The first of the start-up's steps (`main.tsx`): React, React DOM and styled-components, which
// takes the server's styles over as it is evaluated. The build puts this module in the
// `libraries` chunk with them (`vite.config.ts`), so importing it evaluates them, a task of its own.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { styled } from 'styled-components';

/** Read by `main.tsx`, so the build keeps the imports above. */
export const LIBRARIES = [startTransition, hydrateRoot, styled] as const;
