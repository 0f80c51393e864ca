import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { InfiniteList } from './infinite-list.js';

interface Row {
  id: number;
  title: string;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    title: `Order ${from + index}`,
  }));

function Item({ row }: { row: Row }) {
  return <div style={{ padding: 12, background: 'white', borderRadius: 8 }}>{row.title}</div>;
}

const meta = {
  title: 'Data display/InfiniteList',
  component: InfiniteList<Row>,
  args: {
    items: rows(1, 3),
    renderItem: (row: Row) => <Item row={row} />,
    getKey: (row: Row) => row.id,
    hasMore: true,
    onLoadMore: fn(),
    'aria-label': 'Orders',
  },
} satisfies Meta<typeof InfiniteList<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The end of the list is in view, so the next page is asked for. */
export const LoadsNearTheEnd: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
  },
};

export const LoadingMore: Story = { args: { isLoadingMore: true } };

export const NoMoreData: Story = {
  tags: ['screenshot'],
  args: { hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No more data')).toBeVisible();
  },
};

export const FirstPageLoading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = { args: { items: [], hasMore: false, emptyKind: 'no_orders' } };

export const Grid: Story = { args: { layout: 'grid', items: rows(1, 6), hasMore: false } };

/** Pages arrive until the last one. */
export const Paging: Story = {
  render: (args) => {
    function Demo() {
      const [items, setItems] = useState(rows(1, 5));
      return (
        <InfiniteList
          {...args}
          items={items}
          hasMore={items.length < 15}
          onLoadMore={() => setItems((current) => [...current, ...rows(current.length + 1, 5)])}
        />
      );
    }
    return <Demo />;
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No more data')).toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(15);
  },
};
