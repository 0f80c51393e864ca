import type { ComponentType } from 'react';

/** Loads a route's screen: a dynamic import, so the screen's code is its own chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/** Screens by route id of the domain's route tables. */
export type ScreenRegistry = Readonly<Record<string, ScreenLoader>>;
