import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { renderWithProviders } from '../../test/render-app.js';
import { PagedList } from './paged-list.js';

type Item = { id: number; name: string };

function pagedList(overrides: Partial<PagedEndpointResult<Item>> = {}): PagedEndpointResult<Item> {
  return {
    items: [],
    pages: [],
    total: 0,
    error: undefined,
    isLoading: false,
    isLoadingMore: false,
    hasMore: false,
    isEmpty: false,
    loadMore: vi.fn(),
    refresh: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

const draw = (item: Item) => <p>{item.name}</p>;

describe('PagedList', () => {
  it('draws the loaded items by their id, then "no more data"', async () => {
    const list = pagedList({ items: [{ id: 1, name: 'Green tea' }] });
    await renderWithProviders(<PagedList list={list} aria-label="Teas" renderItem={draw} />);
    const shown = screen.getByRole('list', { name: 'Teas' });
    expect(within(shown).getByText('Green tea')).toBeInTheDocument();
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('shows its skeleton rows, announced as loading, while the first page loads', async () => {
    await renderWithProviders(
      <PagedList
        list={pagedList({ isLoading: true })}
        aria-label="Teas"
        skeletonHeight="96px"
        skeletonRows={3}
        renderItem={draw}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says when the first page failed, with its message, and retries', async () => {
    const list = pagedList({ error: new Error('down') as PagedEndpointResult<Item>['error'] });
    const app = await renderWithProviders(
      <PagedList
        list={list}
        aria-label="Teas"
        failedMessage="The teas could not be loaded."
        renderItem={draw}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The teas could not be loaded.');
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(list.refresh).toHaveBeenCalledOnce();
  });

  it('keeps the items loaded when a later page fails', async () => {
    const list = pagedList({
      items: [{ id: 1, name: 'Green tea' }],
      error: new Error('down') as PagedEndpointResult<Item>['error'],
      hasMore: true,
    });
    await renderWithProviders(<PagedList list={list} aria-label="Teas" renderItem={draw} />);
    expect(screen.getByText('Green tea')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws items of its own making when given (days of a list)', async () => {
    const list = pagedList({ items: [{ id: 1, name: 'Green tea' }] });
    await renderWithProviders(
      <PagedList
        list={list}
        items={['Monday']}
        getKey={(day) => day}
        aria-label="Days"
        renderItem={(day) => <h2>{day}</h2>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Monday' })).toBeInTheDocument();
  });
});
