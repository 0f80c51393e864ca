import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { ReviewItem } from './review-item.js';

describe('ReviewItem', () => {
  it('shows the reviewer, score, time and pictures', async () => {
    await renderUI(
      <ReviewItem
        reviewer="Amy"
        score={5}
        text="Great"
        time="Yesterday"
        dateTime="2026-11-21"
        images={['/a.png', '/b.png']}
      />,
    );
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Yesterday')).toHaveAttribute('datetime', '2026-11-21');
    expect(screen.getByRole('list', { name: '2 pictures' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 1 of 2' })).toBeInTheDocument();
  });
});
