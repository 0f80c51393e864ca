import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { InfiniteList } from './infinite-list.js';

const base = {
  renderItem: (item: string) => <span>{item}</span>,
  getKey: (item: string) => item,
  'aria-label': 'Things',
};

describe('InfiniteList', () => {
  it('lists items and loads more by the button', async () => {
    const onLoadMore = vi.fn();
    const { user } = await renderUI(
      <InfiniteList {...base} items={['a', 'b']} hasMore onLoadMore={onLoadMore} />,
    );
    expect(screen.getByRole('list', { name: 'Things' }).children).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('ends with "no more data" once the last page is in', async () => {
    await renderUI(<InfiniteList {...base} items={['a']} hasMore={false} onLoadMore={() => {}} />);
    expect(screen.getByText('No more data')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty state, and skeletons while the first page loads', async () => {
    const { rerender } = await renderUI(
      <InfiniteList
        {...base}
        items={[]}
        hasMore={false}
        onLoadMore={() => {}}
        emptyKind="no_orders"
      />,
    );
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    rerender(<InfiniteList {...base} items={[]} hasMore isLoading onLoadMore={() => {}} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});
