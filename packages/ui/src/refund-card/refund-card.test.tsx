import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DOLLARS } from '../../test/fixtures.js';
import { renderUI } from '../../test/render.js';
import { RefundCard } from './refund-card.js';

describe('RefundCard', () => {
  it('shows the state with the domain tone, the type, the amount and the refusal reason', async () => {
    const { container } = await renderUI(
      <RefundCard
        shopName="Tea"
        state="closed"
        goods={{ title: 'Cup', image: '/c.png' }}
        type="refund_only"
        amount="12"
        currency={DOLLARS}
        href="/r/1"
        refusalReason="Used"
      />,
    );
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'grey');
    expect(container).toHaveTextContent('$12.00');
    expect(screen.getByText(/Used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund details' })).toHaveAttribute('href', '/r/1');
  });

  it.each([
    ['en', 'Reason for refusal: Used'],
    ['zh-cn', '拒绝原因：Used'],
    ['ja', '却下の理由：Used'],
  ] as const)('writes the refusal reason in the punctuation of %s', async (locale, text) => {
    await renderUI(
      <RefundCard
        shopName="Tea"
        state="seller_rejected"
        goods={{ title: 'Cup', image: '/c.png' }}
        type="refund_only"
        amount="12"
        currency={DOLLARS}
        href="/r/1"
        refusalReason="Used"
      />,
      { locale },
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
