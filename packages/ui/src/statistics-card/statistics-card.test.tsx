import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { StatisticsCard } from './statistics-card.js';

describe('StatisticsCard', () => {
  it('pairs each label with its figure', async () => {
    await renderUI(
      <StatisticsCard
        title="Today"
        items={[
          { id: 'orders', label: 'Orders', value: 12 },
          { id: 'visitors', label: 'Visitors', value: 300 },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Today' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Orders', '12'],
      ['Visitors', '300'],
    ]);
  });
});
