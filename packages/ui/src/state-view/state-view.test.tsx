import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { StateView, viewStateOf, type ViewState } from './state-view.js';

describe('viewStateOf', () => {
  it.each([
    [{}, 'loading'],
    [{ data: undefined, error: undefined }, 'loading'],
    [{ error: new Error('offline') }, 'failed'],
    [{ data: { id: 1 } }, 'ready'],
    [{ data: null }, 'ready'],
    // Data kept from an earlier read stays shown when the next read fails.
    [{ data: [], error: new Error('offline') }, 'ready'],
  ] as const)('%o is %s', (read, state) => {
    expect(viewStateOf(read)).toBe(state);
  });
});

describe('StateView', () => {
  const content = vi.fn(() => <p>The books</p>);

  it('shows a skeleton announced as loading, and does not build the content', async () => {
    content.mockClear();
    await renderUI(<StateView state="loading">{content}</StateView>, { locale: 'ja' });
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(content).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the given skeleton and names what loads', async () => {
    await renderUI(
      <StateView state="loading" loadingLabel="Loading the books" skeleton={<span>shape</span>}>
        <p>The books</p>
      </StateView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the books');
    expect(screen.getByText('shape')).toBeInTheDocument();
  });

  it('says why as an alert and retries', async () => {
    const onRetry = vi.fn();
    const { user } = await renderUI(
      <StateView state="failed" onRetry={onRetry} failedAction={<a href="/list">Back</a>}>
        {content}
      </StateView>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByText('The books')).not.toBeInTheDocument();
  });

  it('has no retry without a way to load again, and takes its own message', async () => {
    await renderUI(<StateView state="failed" failedMessage="The books could not be read." />, {
      locale: 'ru',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The books could not be read.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('translates the retry', async () => {
    await renderUI(<StateView state="failed" onRetry={() => undefined} />, { locale: 'th' });
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it.each<[ViewState, boolean]>([
    ['ready', true],
    ['loading', false],
    ['failed', false],
  ])('shows the content only when ready (%s)', async (state, shown) => {
    await renderUI(<StateView state={state}>{() => <p>The books</p>}</StateView>);
    expect(screen.queryByText('The books') !== null).toBe(shown);
  });

  it('shows plain children when ready', async () => {
    await renderUI(
      <StateView state="ready">
        <p>The books</p>
      </StateView>,
    );
    expect(screen.getByText('The books')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
