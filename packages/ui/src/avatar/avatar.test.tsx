import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Avatar } from './avatar.js';

describe('Avatar', () => {
  it('shows the picture named by the name', async () => {
    await renderUI(<Avatar src="/a.png" name="Amy" />);
    expect(screen.getByRole('img', { name: 'Amy' })).toHaveAttribute('src', '/a.png');
  });

  it('falls back to the first letter when the picture fails or is missing', async () => {
    await renderUI(<Avatar src="/missing.png" name="ólafur" />);
    fireEvent.error(screen.getByRole('img', { name: 'ólafur' }));
    expect(screen.getByRole('img', { name: 'ólafur' })).toHaveTextContent('Ó');
  });

  it('hides a decorative avatar from screen readers', async () => {
    await renderUI(<Avatar name="Amy" isDecorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
