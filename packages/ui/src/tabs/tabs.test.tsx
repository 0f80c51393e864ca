import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Tabs } from './tabs.js';

const items = [
  { value: -1, label: 'All' },
  { value: 0, label: 'In process', count: 3 },
  { value: 6, label: 'Logistics submitted' },
];

describe('Tabs', () => {
  it('reports values with their type and moves with the arrow keys', async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderUI(
      <Tabs items={items} aria-label="Refunds" onSelectionChange={onSelectionChange}>
        list
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /In process/ }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(0);
    await user.keyboard('{ArrowRight}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(6);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('list');
  });

  it('shows counts and honours the controlled value', async () => {
    await renderUI(<Tabs items={items} aria-label="Refunds" selectedValue={6} />);
    expect(screen.getByRole('tab', { name: 'In process (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Logistics submitted' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
