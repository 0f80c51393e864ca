import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import type { ServerAnswer, ServerHandler } from './fake-server.js';

/** A route of the fake server that is down until the test presses Retry. */
export interface Outage {
  /** The route's handler: refuses while the route is down, then answers as the route does. */
  handler: ServerHandler;
  /**
   * Waits for the failure's alert (a first load may outlast the default wait on a busy
   * machine), checks its `message` when given, brings the route back and presses the alert's
   * Retry.
   */
  retry(app: { user: UserEvent }, message?: string): Promise<void>;
}

/**
 * A route that fails (by default a 500 "Server error") until {@link Outage.retry} brings it back:
 * for the "says when the list cannot be loaded, and retries" test every screen has.
 */
export function outage(
  answer: ServerHandler,
  refusal: ServerAnswer = { refuse: 'Server error', status: 500 },
): Outage {
  let down = true;
  return {
    handler: (request) => (down ? refusal : answer(request)),
    async retry(app, message) {
      const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
      if (message !== undefined) expect(alert).toHaveTextContent(message);
      down = false;
      await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    },
  };
}
