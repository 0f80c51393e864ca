import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { styled } from 'styled-components';
import { renderUI } from '../../test/render.js';
import { Panel, PanelSection } from './panel.js';

describe('Panel', () => {
  it('is a region named by its heading, with its content', async () => {
    await renderUI(
      <Panel title="The books">
        <p>Balanced</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'The books' });
    expect(screen.getByRole('heading', { level: 2, name: 'The books' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Balanced');
  });

  it('keeps the actions and the description out of its name', async () => {
    await renderUI(
      <Panel
        title="Vouchers"
        headingLevel={3}
        headingId="vouchers-shop"
        description="Given to buyers"
        actions={<button type="button">New voucher</button>}
      />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Vouchers' });
    expect(heading).toHaveAttribute('id', 'vouchers-shop');
    expect(screen.getByRole('region', { name: 'Vouchers' })).toHaveTextContent('Given to buyers');
    expect(screen.getByRole('button', { name: 'New voucher' })).toBeInTheDocument();
  });

  it('gives each panel its own heading id', async () => {
    await renderUI(
      <>
        <Panel title="One" />
        <Panel title="Two" />
      </>,
    );
    const [one, two] = screen.getAllByRole('heading');
    expect(one!.id).not.toBe('');
    expect(one!.id).not.toBe(two!.id);
  });

  it('takes a caller’s own rules through styled()', async () => {
    const Wide = styled(Panel)`
      max-width: 10px;
    `;
    await renderUI(<Wide title="Wide" />);
    expect(screen.getByRole('region', { name: 'Wide' }).className).not.toBe('');
  });
});

describe('PanelSection', () => {
  it('is the surface alone, named by the heading the caller writes', async () => {
    await renderUI(
      <PanelSection aria-labelledby="own-heading">
        <h2 id="own-heading">Delivery address</h2>
      </PanelSection>,
    );
    expect(screen.getByRole('region', { name: 'Delivery address' })).toBeInTheDocument();
  });
});
