import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Dialog, type DialogProps } from './dialog.js';

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
});
