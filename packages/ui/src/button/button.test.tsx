import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Button } from './button.js';

describe('Button', () => {
  it('presses by pointer and by keyboard', async () => {
    const onPress = vi.fn();
    const { user } = await renderUI(<Button onPress={onPress}>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['disabled', { isDisabled: true }],
    ['loading', { isLoading: true }],
  ])('ignores presses while %s', async (_state, props) => {
    const onPress = vi.fn();
    const { user } = await renderUI(
      <Button onPress={onPress} {...props}>
        Pay
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('names its spinner in the current language while loading', async () => {
    await renderUI(<Button isLoading>Pay</Button>, { locale: 'ja' });
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pay/ })).toHaveAttribute('data-pending', 'true');
  });

  it('exposes variant, size and width as data attributes for styles', async () => {
    await renderUI(
      <Button variant="outline" size="lg" fullWidth>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('data-variant', 'outline');
    expect(button).toHaveAttribute('data-size', 'lg');
    expect(button).toHaveAttribute('data-full-width', 'true');
  });
});
