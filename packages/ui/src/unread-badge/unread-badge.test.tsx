import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { UnreadBadge } from './unread-badge.js';

describe('UnreadBadge', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('shows %d as %s', async (count, shown) => {
    await renderUI(<UnreadBadge count={count} />);
    expect(screen.getByText(shown)).toHaveAttribute('aria-hidden', 'true');
  });

  it('reads the count in words, plural by language', async () => {
    await renderUI(<UnreadBadge count={5} dot />, { locale: 'ru' });
    expect(screen.getByText('Непрочитанных: 5')).toBeInTheDocument();
  });

  it('renders nothing at zero', async () => {
    const { container } = await renderUI(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
