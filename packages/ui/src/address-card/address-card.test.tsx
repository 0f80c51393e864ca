import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { AddressCard } from './address-card.js';

const address = {
  id: 1,
  name: 'Amy',
  mobile: '5551234',
  areaCode: 1,
  address: '1 Main St',
  isDefault: true,
};

describe('AddressCard', () => {
  it('shows the receiver, the number with its dial code and the default mark', async () => {
    await renderUI(<AddressCard address={address} />);
    expect(screen.getByText('+1 5551234')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('edits, deletes and chooses through its buttons', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const onSelect = vi.fn();
    const { user } = await renderUI(
      <AddressCard address={address} onEdit={onEdit} onDelete={onDelete} onSelect={onSelect} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect([onEdit, onDelete, onSelect].map((handler) => handler.mock.calls.length)).toEqual([
      1, 1, 1,
    ]);
  });

  it('has an edit button that reads as one: its word and a pencil, the action row after the extras', async () => {
    await renderUI(
      <AddressCard
        address={address}
        onEdit={() => {}}
        onDelete={() => {}}
        end={<button type="button">Set as default</button>}
      />,
    );
    const edit = screen.getByRole('button', { name: 'Edit address' });
    expect(edit).toHaveTextContent('Edit');
    expect(edit.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'edit');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Set as default',
      'Edit',
      '',
    ]);
    expect(screen.getByRole('article')).toHaveAttribute('data-manage');
  });

  it('describes each button by the receiver and the address it acts on', async () => {
    await renderUI(
      <>
        <AddressCard address={address} onEdit={() => {}} onDelete={() => {}} />
        <AddressCard
          address={{ ...address, id: 2, name: 'Bo', address: '2 Side Rd' }}
          onEdit={() => {}}
          onSelect={() => {}}
        />
      </>,
    );
    const edits = screen.getAllByRole('button', { name: 'Edit address' });
    expect(edits.map((button) => button.getAttribute('aria-describedby') !== null)).toEqual([
      true,
      true,
    ]);
    expect(edits[0]).toHaveAccessibleDescription('Amy 1 Main St');
    expect(edits[1]).toHaveAccessibleDescription('Bo 2 Side Rd');
    expect(screen.getByRole('button', { name: 'Delete address' })).toHaveAccessibleDescription(
      'Amy 1 Main St',
    );
    expect(screen.getByRole('button', { name: 'Use this address' })).toHaveAccessibleDescription(
      'Bo 2 Side Rd',
    );
  });
});
