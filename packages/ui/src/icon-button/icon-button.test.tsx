import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { IconButton } from './icon-button.js';

describe('IconButton', () => {
  it('is named by its label and hides the icon from screen readers', async () => {
    const onPress = vi.fn();
    const { user } = await renderUI(<IconButton icon="close" label="Close" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('does not press while disabled', async () => {
    const onPress = vi.fn();
    const { user } = await renderUI(
      <IconButton icon="close" label="Close" onPress={onPress} isDisabled />,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});
