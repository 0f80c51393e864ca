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
    ['1000000', 'RM', 'RM 1,000,000.00'],
  ])('shows %s with %s as %s', async (amount, symbol, text) => {
    const { container } = await renderUI(<Price amount={amount} symbol={symbol} />);
    expect(container).toHaveTextContent(text);
  });

  it('shows a currency without minor units (the yen) with no decimals, rounded half up', async () => {
    const { container } = await renderUI(<Price amount="49104.5" symbol="¥" decimals={0} />);
    expect(container).toHaveTextContent(/^¥49,105$/);
  });

  it('announces a struck-through original price', async () => {
    await renderUI(<Price amount="20" symbol="$" variant="original" />);
    expect(screen.getByText('Original price')).toBeInTheDocument();
    expect(screen.getByText(/\$20\.00/).closest('del')).not.toBeNull();
  });

  it.each([
    ['a range, the symbol once', {}, /^\$329\.00- to 389\.00$/],
    ['one price when both ends are equal', { maxAmount: '329' }, /^\$329\.00$/],
  ])('shows %s', async (_name, props, text) => {
    const { container } = await renderUI(
      <Price amount="329" maxAmount="389" symbol="$" {...props} />,
    );
    expect(container).toHaveTextContent(text);
  });

  it('reads a range as "from to"', async () => {
    await renderUI(<Price amount="329" maxAmount="389" symbol="$" />);
    expect(screen.getByText('to')).toBeInTheDocument();
    expect(screen.getByText('-')).toHaveAttribute('aria-hidden', 'true');
  });

  it('strikes a range of original prices through', async () => {
    const { container } = await renderUI(
      <Price amount="379" maxAmount="439" symbol="$" variant="original" />,
    );
    expect(container.querySelector('del')).toHaveTextContent(/\$379\.00- to 439\.00/);
  });

  it.each([
    ['ru', '₽', 2, '1 234,50 ₽', '1 234', ',50', ' ₽'],
    ['vi', '₫', 0, '1.235 ₫', '1.235', '', ' ₫'],
    ['spa', '€', 2, '1234,50 €', '1234', ',50', ' €'],
    ['pt', 'R$', 2, 'R$ 1.234,50', '1.234', ',50', null],
  ] as const)(
    'writes the symbol where %s writes it (%s): %s, the integer drawn large',
    async (locale, symbol, decimals, text, integer, fraction, suffix) => {
      const { container } = await renderUI(
        <Price amount="1234.5" symbol={symbol} decimals={decimals} />,
        { locale },
      );
      expect(container).toHaveTextContent(text);
      const part = (name: string) =>
        container.querySelector(`[data-part="${name}"]`)?.textContent?.replace(/\s/g, ' ');
      expect(part('integer')).toBe(integer);
      expect(part('fraction')).toBe(fraction);
      expect(part('suffix') ?? null).toBe(suffix);
    },
  );

  it('writes a range with the symbol once, after the top in Russian', async () => {
    const { container } = await renderUI(<Price amount="329" maxAmount="389" symbol="₽" />, {
      locale: 'ru',
    });
    expect(container.textContent?.replace(/\s/g, ' ')).toMatch(/^329,00- .+ 389,00 ₽$/);
  });
});
