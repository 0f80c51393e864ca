import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Detail } from './detail.js';

function pairs(value: ReactNode) {
  const { container } = render(
    <dl>
      <Detail label="Bank">{value}</Detail>
    </dl>,
  );
  return container.querySelector('dl')!;
}

describe('Detail', () => {
  it.each<[string, ReactNode]>([
    ['text', 'MUFG'],
    ['zero', 0],
    ['an element', <strong key="v">MUFG</strong>],
  ])('shows the label and a value of %s', (_, value) => {
    const list = pairs(value);
    expect(list.children).toHaveLength(2);
    expect(list.children[0]).toHaveProperty('tagName', 'DT');
    expect(list.children[0]).toHaveTextContent('Bank');
    expect(list.children[1]).toHaveProperty('tagName', 'DD');
  });

  it.each<[string, ReactNode]>([
    ['null', null],
    ['undefined', undefined],
    ['false', false],
    ['an empty string', ''],
  ])('leaves the pair out, label and all, when the value is %s', (_, value) => {
    expect(pairs(value).children).toHaveLength(0);
    expect(screen.queryByText('Bank')).not.toBeInTheDocument();
  });

  it('gives the value its part and emphasis for styles', () => {
    render(
      <dl>
        <Detail label="Total" data-part="money" data-emphasis>
          $5.00
        </Detail>
      </dl>,
    );
    const value = screen.getByText('$5.00');
    expect(value).toHaveAttribute('data-part', 'money');
    expect(value).toHaveAttribute('data-emphasis', 'true');
  });
});
