import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Price } from './price.js';

describe('Price', () => {
  it.each([
    ['0', '$', '$0.00'],
    ['9.9', '$', '$9.90'],
    ['1234.5', '¥', '¥1,234.50'],
    ['0.005', '$', '$0.01'],
    ['2.675', '$', '$2.68'],
    ['-12.345', '₫', '-₫12.35'],
    ['1000000', 'RM', 'RM1,000,000.00'],
  ])('shows %s with %s as %s', async (amount, symbol, text) => {
    const { container } = await renderUI(<Price amount={amount} symbol={symbol} />);
    expect(container).toHaveTextContent(text);
  });

  it('announces a struck-through original price', async () => {
    await renderUI(<Price amount="20" symbol="$" variant="original" />);
    expect(screen.getByText('Original price')).toBeInTheDocument();
    expect(screen.getByText(/\$20\.00/).closest('del')).not.toBeNull();
  });
});
