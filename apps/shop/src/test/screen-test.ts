import { screen } from '@testing-library/react';
import { createFakeServer, type FakeServer, type ServerHandler } from './fake-server.js';
import { renderApp, type RenderAppOptions } from './render-app.js';

/** The fake server's routes: handlers by `"METHOD /path"`. */
export type ServerRoutes = Record<string, ServerHandler>;

/**
 * The server of a test file: its `routes`, with a test's own `handlers` added over them (a refusal,
 * another page).
 */
export function serverWith(routes: ServerRoutes): (handlers?: ServerRoutes) => FakeServer {
  return (handlers = {}) => createFakeServer({ ...routes, ...handlers });
}

/** What every test of a screen's file starts from. */
export interface ScreenTestSetup extends Omit<RenderAppOptions, 'server'> {
  /** The screen's level-1 heading: `open` waits for it. */
  title: string;
  /** The fake server's routes for every test of the file. */
  routes: ServerRoutes;
}

/** A test's options of `open`: the app's, and `handlers` added over the file's routes. */
export type OpenScreenOptions = RenderAppOptions & { handlers?: ServerRoutes };

/**
 * The `open` and `server` of a screen's test file: `open` renders the app at the screen with the
 * file's setup and a test's options over it, and waits for the screen's title; `openAt` is `open`
 * at a path of the test's (the setup's path when none is given).
 */
export function screenTest({ title, routes, ...defaults }: ScreenTestSetup) {
  const server = serverWith(routes);
  const open = async ({ handlers, ...options }: OpenScreenOptions = {}) => {
    const app = await renderApp({ ...defaults, server: server(handlers), ...options });
    await screen.findByRole('heading', { name: title, level: 1 });
    return app;
  };
  const openAt = (path = defaults.path, options: OpenScreenOptions = {}) =>
    open({ ...options, path });
  return { open, openAt, server };
}
