import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createI18n } from '@bazaar/i18n';
import { UIProvider } from '../provider/ui-provider.js';
import { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@bazaar/domain';
import { createToastQueue, showToast } from './toast-queue.js';
import { useToast } from './toast.js';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ message: 'Saved', tone: 'success' })}>
      Save
    </button>
  );
}

describe('toasts', () => {
  it('shows a toast for 2000 ms', async () => {
    const i18n = await createI18n({ language: 'en' });
    vi.useFakeTimers();
    try {
      render(
        <UIProvider i18n={i18n}>
          <Trigger />
        </UIProvider>,
      );
      act(() => screen.getByRole('button', { name: 'Save' }).click());
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes toasts from a queue made outside React; a new one replaces the one showing', async () => {
    const i18n = await createI18n({ language: 'en' });
    const queue = createToastQueue();
    render(
      <UIProvider i18n={i18n} toastQueue={queue}>
        <p>page</p>
      </UIProvider>,
    );
    act(() => {
      showToast(queue, { message: 'First' });
      showToast(queue, { message: 'Second' });
    });
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(queue.visibleToasts).toHaveLength(1);
  });

  it('shows an action that runs once and closes the toast, which lasts its own time-out', async () => {
    const i18n = await createI18n({ language: 'en' });
    const queue = createToastQueue();
    const onAction = vi.fn();
    render(
      <UIProvider i18n={i18n} toastQueue={queue}>
        <p>page</p>
      </UIProvider>,
    );
    vi.useFakeTimers();
    try {
      act(() => {
        showToast(
          queue,
          { message: '2 items deleted', action: { label: 'Undo', onAction } },
          { timeout: ACTION_TOAST_DURATION_MS },
        );
      });
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
      const undo = screen.getByRole('button', { name: 'Undo' });
      act(() => undo.click());
      expect(onAction).toHaveBeenCalledOnce();
      expect(screen.queryByText('2 items deleted')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes a toast with an action after its time-out, without running the action', async () => {
    const i18n = await createI18n({ language: 'en' });
    const queue = createToastQueue();
    const onAction = vi.fn();
    render(
      <UIProvider i18n={i18n} toastQueue={queue}>
        <p>page</p>
      </UIProvider>,
    );
    vi.useFakeTimers();
    try {
      act(() => {
        showToast(
          queue,
          { message: '2 items deleted', action: { label: 'Undo', onAction } },
          { timeout: ACTION_TOAST_DURATION_MS },
        );
      });
      act(() => vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS));
      expect(screen.queryByText('2 items deleted')).not.toBeInTheDocument();
      expect(onAction).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
