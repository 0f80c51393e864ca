import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { PasswordField } from './password-field.js';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const onRevealChange = vi.fn();
    const { user } = await renderUI(
      <PasswordField label="Password" defaultValue="abc123" onRevealChange={onRevealChange} />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(onRevealChange).toHaveBeenCalledWith(true);
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names the toggle in the current language', async () => {
    await renderUI(<PasswordField label="密码" />, { locale: 'zh-cn' });
    expect(screen.getByRole('button', { name: '显示密码' })).toBeInTheDocument();
  });
});
