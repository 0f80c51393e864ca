import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Skeleton, SkeletonGroup } from './skeleton.js';

describe('Skeleton', () => {
  it('is hidden from screen readers while its group is announced as loading', async () => {
    const { container } = await renderUI(
      <SkeletonGroup>
        <Skeleton />
        <Skeleton shape="circle" height="40px" />
      </SkeletonGroup>,
      { locale: 'th' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
    expect(container.querySelectorAll('[aria-hidden="true"][data-shape]')).toHaveLength(2);
  });

  it('sizes a circle by its height', async () => {
    const { container } = await renderUI(<Skeleton shape="circle" height="40px" />);
    const circle = container.querySelector('[data-shape="circle"]') as HTMLElement;
    expect(circle.style.getPropertyValue('--skeleton-width')).toBe('40px');
  });
});
