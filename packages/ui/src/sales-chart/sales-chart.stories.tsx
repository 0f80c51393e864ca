import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DOLLARS, YEN } from '../../test/fixtures.js';
import { SalesChart } from './sales-chart.js';

const points = [
  { label: '11-16', value: '320.50' },
  { label: '11-17', value: '410.00' },
  { label: '11-18', value: '0' },
  { label: '11-19', value: '980.25' },
  { label: '11-20', value: '640.00' },
  { label: '11-21', value: '1210.90' },
  { label: '11-22', value: '870.10' },
];

const meta = {
  title: 'Merchant/SalesChart',
  component: SalesChart,
  args: { title: 'Sales, last 7 days', points, currency: DOLLARS },
} satisfies Meta<typeof SalesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Sales, last 7 days' })).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('$1,210.90');
  },
};

export const InYen: Story = { args: { currency: YEN } };

export const Month: Story = {
  args: {
    labelEvery: 5,
    points: Array.from({ length: 30 }, (_, day) => ({
      label: `11-${String(day + 1).padStart(2, '0')}`,
      value: `${(day * 37) % 500}.00`,
    })),
  },
};

/** This year in November: December has not begun, so it has no point (not a zero). */
export const YearSoFar: Story = {
  tags: ['screenshot'],
  args: {
    title: 'Sales, this year',
    points: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map(
      (month, index) => ({ label: month, value: index < 11 ? `${(index * 733) % 2400}.00` : null }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(12);
    await expect(canvas.queryByRole('row', { name: /^12 / })).toBeNull();
  },
};

export const AllZero: Story = {
  args: { points: points.map((point) => ({ ...point, value: '0' })) },
};

export const Empty: Story = { args: { points: [] } };
