import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { DeliveryCountdown } from './delivery-countdown.js';

describe('DeliveryCountdown', () => {
  it('ticks every second and turns overdue at the deadline', async () => {
    let now = 1_000_000;
    const { container } = await renderUI(
      <DeliveryCountdown deadline={1_001_000} now={() => now} />,
    );
    expect(screen.getByText('00:00:01')).toBeInTheDocument();
    expect(container.querySelector('[data-overdue]')).toBeNull();
    now = 1_001_000;
    await waitFor(() => expect(container.querySelector('[data-overdue]')).not.toBeNull(), {
      timeout: 1500,
    });
    expect(screen.getByText('00:00:00')).toBeInTheDocument();
  });

  it('writes days in the current language', async () => {
    await renderUI(<DeliveryCountdown deadline={3 * 86_400_000 + 61_000} now={() => 0} />, {
      locale: 'zh-cn',
    });
    expect(screen.getByText('3 天 00:01:01')).toBeInTheDocument();
  });
});
