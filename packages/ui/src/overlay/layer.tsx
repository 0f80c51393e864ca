import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { tokens } from '../tokens/tokens.js';

/** Hands out stacking layers to open overlays. */
export interface LayerStack {
  /** Takes the next free layer (2000 for the first open overlay). */
  acquire(): number;
  /** Gives a layer back when its overlay closes. */
  release(layer: number): void;
}

/** A new stack of overlay layers starting at `tokens.zIndex.popup` (2000). */
export function createLayerStack(): LayerStack {
  const open = new Set<number>();
  return {
    acquire() {
      const layer = open.size === 0 ? tokens.zIndex.popup : Math.max(...open) + 1;
      open.add(layer);
      return layer;
    },
    release(layer) {
      open.delete(layer);
    },
  };
}

const fallbackStack = createLayerStack();
const LayerContext = createContext<LayerStack>(fallbackStack);

/** Props of `LayerProvider`. */
export interface LayerProviderProps {
  /** Content. */
  children: ReactNode;
}

/** Gives the overlays below it their own layer stack (UIProvider renders one). */
export function LayerProvider({ children }: LayerProviderProps) {
  const stack = useMemo(createLayerStack, []);
  return <LayerContext.Provider value={stack}>{children}</LayerContext.Provider>;
}

/**
 * The z-index of an overlay: 2000 for the first open one, one above the top-most for each
 * overlay opened on top of it (spec section 9: popups start at layer 2000).
 */
export function useLayer(isOpen: boolean): number {
  const stack = useContext(LayerContext);
  const [layer, setLayer] = useState<number>(tokens.zIndex.popup);
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const acquired = stack.acquire();
    setLayer(acquired);
    return () => stack.release(acquired);
  }, [isOpen, stack]);
  return layer;
}
