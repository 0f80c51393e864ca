import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { COPY_FEEDBACK_MS } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { CopyButton } from './copy-button.js';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('CopyButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies and says so for 1500 ms', async () => {
    const { user } = await renderUI(<CopyButton text="ORDER-1" />);
    // user-event installs its own clipboard on setup; replace it after.
    const writeText = vi.fn(async () => {});
    mockClipboard(writeText);
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('ORDER-1');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveAttribute('data-state', 'copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), COPY_FEEDBACK_MS);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), {
      timeout: COPY_FEEDBACK_MS + 500,
    });
    expect(COPY_FEEDBACK_MS).toBe(1500);
  });

  it('reports a refused clipboard', async () => {
    const onError = vi.fn();
    const { user } = await renderUI(<CopyButton text="x" onError={onError} />);
    mockClipboard(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onError).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Could not copy' })).toBeInTheDocument();
  });
});
