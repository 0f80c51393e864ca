import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { orderProgress } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { OrderProgress } from './order-progress.js';

describe('OrderProgress', () => {
  it('marks the steps the domain says are done and the latest as current', async () => {
    const steps = orderProgress('pending_shipment', { createtime: 100, paymenttime: 200 });
    const { container } = await renderUI(
      <OrderProgress steps={steps} formatTime={(s) => `t${s}`} />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.filter((item) => item.hasAttribute('data-done'))).toHaveLength(2);
    expect(container.querySelector('[aria-current="step"]')).toBe(items[1]);
    expect(screen.getByText('t200')).toBeInTheDocument();
  });
});
