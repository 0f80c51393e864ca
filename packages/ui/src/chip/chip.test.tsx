import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Chip } from './chip.js';

describe('Chip', () => {
  it('exposes its tone and variant for styles', async () => {
    await renderUI(
      <Chip tone="green" variant="text">
        Done
      </Chip>,
    );
    const chip = screen.getByText('Done');
    expect(chip).toHaveAttribute('data-tone', 'green');
    expect(chip).toHaveAttribute('data-variant', 'text');
  });

  it('is grey and filled by default', async () => {
    await renderUI(<Chip>Closed</Chip>);
    expect(screen.getByText('Closed')).toHaveAttribute('data-tone', 'grey');
  });
});
