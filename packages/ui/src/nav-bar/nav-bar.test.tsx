import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { NavBar } from './nav-bar.js';

describe('NavBar', () => {
  it('titles the page and goes back', async () => {
    const onBack = vi.fn();
    const { user } = await renderUI(<NavBar title="Cart" onBack={onBack} />, { locale: 'ja' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('has no back button without a handler', async () => {
    await renderUI(<NavBar title="Home" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
