import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Checkbox } from './checkbox.js';

describe('Checkbox', () => {
  it('toggles by click and by Space', async () => {
    const onChange = vi.fn();
    const { user } = await renderUI(<Checkbox onChange={onChange}>Agree</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('reports a partly ticked shop as mixed', async () => {
    await renderUI(<Checkbox isIndeterminate aria-label="Shop" shape="round" />);
    expect(screen.getByRole('checkbox', { name: 'Shop' })).toBePartiallyChecked();
  });

  it('cannot be ticked while disabled', async () => {
    const { user } = await renderUI(<Checkbox isDisabled>Agree</Checkbox>);
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(screen.getByRole('checkbox', { name: 'Agree' })).not.toBeChecked();
  });
});
