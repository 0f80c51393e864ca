import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { StarRating, StarRatingDisplay } from './star-rating.js';

describe('StarRating', () => {
  it('chooses a score from five named stars', async () => {
    const onChange = vi.fn();
    const { user } = await renderUI(<StarRating label="Score" value={2} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Score' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it.each([
    [0, '0 out of 5 stars'],
    [1, '1 out of 5 stars'],
    [4.4, '4 out of 5 stars'],
    [9, '5 out of 5 stars'],
  ])('displays %d as "%s"', async (value, name) => {
    await renderUI(<StarRatingDisplay value={value} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });
});
