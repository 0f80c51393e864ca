import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DOLLARS, YEN } from '../../test/fixtures.js';
import { renderUI } from '../../test/render.js';
import { SalesChart } from './sales-chart.js';

describe('SalesChart', () => {
  it('draws points as shares of the largest and reads them out as a table', async () => {
    const { container } = await renderUI(
      <SalesChart
        title="Sales"
        currency={DOLLARS}
        points={[
          { label: 'Mon', value: '50' },
          { label: 'Tue', value: '100' },
        ]}
      />,
    );
    const points = Array.from(container.querySelectorAll('circle')).map((circle) =>
      Number(circle.getAttribute('cy')),
    );
    expect(points[0]).toBeGreaterThan(points[1] as number);
    expect(screen.getByRole('row', { name: 'Tue $100.00' })).toBeInTheDocument();
  });

  it('converts amounts to the display currency and survives all zeros', async () => {
    await renderUI(
      <SalesChart
        title="Sales"
        currency={YEN}
        points={[
          { label: 'Mon', value: '0' },
          { label: 'Tue', value: '0' },
        ]}
      />,
    );
    expect(screen.getByRole('row', { name: 'Mon ¥0.00' })).toBeInTheDocument();
    // One axis line at zero, not three lines all reading zero.
    const axis = Array.from(document.querySelectorAll('svg g text')).map(
      (text) => text.textContent,
    );
    expect(axis).toEqual(['¥0.00']);
  });

  it('keeps periods that have not begun on the axis without a point, and out of the table', async () => {
    const { container } = await renderUI(
      <SalesChart
        title="Sales"
        currency={DOLLARS}
        points={[
          { label: 'Jan', value: '50' },
          { label: 'Feb', value: '100' },
          { label: 'Mar', value: null },
        ]}
      />,
    );
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    const labels = Array.from(container.querySelectorAll('svg text')).map(
      (text) => text.textContent,
    );
    expect(labels).toEqual(expect.arrayContaining(['Jan', 'Feb', 'Mar']));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('row', { name: /^Mar/ })).not.toBeInTheDocument();
  });
});
