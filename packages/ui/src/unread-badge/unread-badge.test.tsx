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

  it.each([
    ['en', 1, '1 item'],
    ['en', 2, '2 items'],
    ['ru', 1, '1 товар'],
    ['ru', 3, '3 товара'],
    ['ru', 5, '5 товаров'],
    ['zh-cn', 2, '2 件商品'],
  ] as const)('counts items when told: %s %d reads "%s"', async (locale, count, label) => {
    await renderUI(<UnreadBadge count={count} kind="items" />, { locale });
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByText(/unread|Непрочитанных|未读/)).not.toBeInTheDocument();
  });

  it('says unread by default', async () => {
    await renderUI(<UnreadBadge count={1} />);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('renders nothing at zero', async () => {
    const { container } = await renderUI(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
