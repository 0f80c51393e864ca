import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { navigateFromOverlay } from '../overlay/use-close-on-back.js';
import { Dialog, type DialogProps } from './dialog.js';

/** A router's navigation: a page of its own (pushed), or in place of the current entry. */
async function goTo(path: string, replace: boolean) {
  // A router first loads the page's code, so the history changes a little later.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (replace) window.history.replaceState({ page: path }, '', path);
  else window.history.pushState({ page: path }, '', path);
}

/** A dialog with a link out of it that closes the dialog and goes to another page. */
function LeavingHarness() {
  const [isOpen, setOpen] = useState(true);
  return (
    <Dialog title="Short of balance" isOpen={isOpen} onOpenChange={setOpen} showConfirm={false}>
      <button
        type="button"
        onClick={() => {
          setOpen(false);
          void navigateFromOverlay((replace) => goTo('/user/recharge', replace));
        }}
      >
        Top up
      </button>
    </Dialog>
  );
}

function Harness(props: Partial<DialogProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? 'open' : 'closed'}</p>
      <Dialog title="Notice" isOpen={isOpen} onOpenChange={setOpen} {...props}>
        Message
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('has the spec defaults: confirm only, named alertdialog, open state attribute', async () => {
    await renderUI(<Harness />);
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(dialog.closest('[data-state]')).toHaveAttribute('data-state', 'open');
    expect(dialog.closest('[data-overlay]')).toHaveAttribute('data-overlay', 'true');
  });

  it('does not close on a tap on the overlay', async () => {
    const { user } = await renderUI(<Harness />);
    const dialog = screen.getByRole('alertdialog');
    await user.click(dialog.closest('[data-overlay]') as HTMLElement);
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('closes on the browser back and pushes exactly one history entry', async () => {
    const before = window.history.length;
    await renderUI(<Harness />);
    expect(window.history.length).toBe(before + 1);
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
  });

  it('confirms, closes and steps back over its history entry', async () => {
    const onConfirm = vi.fn();
    const back = vi.spyOn(window.history, 'back');
    const { user } = await renderUI(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
  });

  it('stays open when the confirm handler returns false', async () => {
    const { user } = await renderUI(<Harness onConfirm={() => false} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('shows cancel when asked and translates both labels', async () => {
    const onCancel = vi.fn();
    const { user } = await renderUI(<Harness showCancel onCancel={onCancel} />, {
      locale: 'zh-cn',
    });
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
  });

  it('leaves its history entry to a navigation out of it, which takes its place', async () => {
    window.history.replaceState(null, '', '/order');
    const back = vi.spyOn(window.history, 'back');
    const { user } = await renderUI(<LeavingHarness />);
    expect(window.history.state).toHaveProperty('bazaarOverlay');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/recharge'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // No step back that would land after the navigation and undo it; the page replaced the
    // dialog's entry, so back returns to the page under the dialog.
    expect(back).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ page: '/user/recharge' });
    back.mockRestore();
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/order'));
    expect(window.history.state).toBeNull();
  });

  it('lets a navigation with no overlay open push a page of its own', async () => {
    window.history.replaceState(null, '', '/order');
    await navigateFromOverlay((replace) => goTo('/user/recharge', replace));
    expect(window.location.pathname).toBe('/user/recharge');
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/order'));
  });
});
