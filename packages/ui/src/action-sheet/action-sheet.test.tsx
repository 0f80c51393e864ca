import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { ActionSheet } from './action-sheet.js';

const actions = [
  { id: 'edit', label: 'Edit' },
  { id: 'delete', label: 'Delete', isDestructive: true },
  { id: 'share', label: 'Share', isDisabled: true },
];

describe('ActionSheet', () => {
  it('reports the chosen action and closes', async () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = await renderUI(
      <ActionSheet
        isOpen
        onOpenChange={onOpenChange}
        title="Address"
        actions={actions}
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cancels without an action', async () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = await renderUI(
      <ActionSheet
        isOpen
        onOpenChange={onOpenChange}
        title="Address"
        actions={actions}
        onAction={onAction}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAction).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
