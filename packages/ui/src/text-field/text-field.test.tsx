import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { invalid } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { TextField } from './text-field.js';

describe('TextField', () => {
  it('is labelled, typed into and described', async () => {
    const onChange = vi.fn();
    const { user } = await renderUI(
      <TextField label="Nickname" description="Shown to shops" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAccessibleDescription('Shown to shops');
    await user.type(input, 'Amy');
    expect(onChange).toHaveBeenLastCalledWith('Amy');
  });

  it('shows an error message and marks the input invalid', async () => {
    await renderUI(<TextField label="Nickname" errorMessage="Too long" />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too long');
  });

  it('translates a domain validation result with its details', async () => {
    await renderUI(
      <TextField
        label="Username"
        validation={invalid('username_length', 'username', { min: 3, max: 12 })}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('is valid when the validation result is ok', async () => {
    await renderUI(<TextField label="Username" validation={{ ok: true }} />);
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
  });
});
