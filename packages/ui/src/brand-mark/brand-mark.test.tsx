import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { BrandMark } from './brand-mark.js';

describe('BrandMark', () => {
  it('writes the brand name beside a decorative mark', async () => {
    const { container } = await renderUI(<BrandMark />);
    expect(screen.getByText('Bazaar')).toBeVisible();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the name for screen readers when only the mark is shown', async () => {
    const { container } = await renderUI(
      <a href="/">
        <BrandMark name="Bazaar" markOnly />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Bazaar' })).toBeInTheDocument();
    expect(container.querySelector('[data-mark-only]')).not.toBeNull();
  });
});
