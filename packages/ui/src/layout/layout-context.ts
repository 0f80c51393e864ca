import { createContext, useContext } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@bazaar/domain';
import type { LayoutName } from '../tokens/tokens.js';
import { useMediaQuery } from './use-media-query.js';

/** The layout chosen by `UIProvider`. */
export const LayoutContext = createContext<LayoutName>('mobile');

/** The current layout: `mobile` under 500 px window width, `desktop` from 500 px. */
export function useLayout(): LayoutName {
  return useContext(LayoutContext);
}

/** The layout that the window width asks for (spec section 9: under 500 px is mobile). */
export function useWindowLayout(): LayoutName {
  return useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`) ? 'desktop' : 'mobile';
}
