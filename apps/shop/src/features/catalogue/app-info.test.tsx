import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app.js';
import { appInfo } from '../../test/fixtures.js';
import { createFakeServer } from '../../test/fake-server.js';
import { useAppInfo, useCurrency, toCurrencyEntries } from './app-info.js';

let renders = 0;

function InfoProbe() {
  renders += 1;
  const info = useAppInfo();
  const currency = useCurrency();
  return <p>{info ? `${info.banners.length} banners, ${currency.code}` : 'none'}</p>;
}

describe('useAppInfo and useCurrency', () => {
  it('do not render again when the answer they show is kept for the next visit', async () => {
    renders = 0;
    const { services } = await renderWithProviders(<InfoProbe />);
    await screen.findByText(/banners/);
    const before = renders;
    const data = appInfo();
    // What AppInfoLoader does once the answer arrives (right after a server-drawn page hydrates).
    act(() => services.store.set('app', { info: data, currencyList: toCurrencyEntries(data) }));
    expect(renders).toBe(before);
  });

  it('show the kept copy until an answer arrives', async () => {
    renders = 0;
    const server = createFakeServer();
    // The answer never arrives (offline).
    server.on('GET /wanlshop/common/info', () => new Promise<never>(() => {}));
    const { services } = await renderWithProviders(<InfoProbe />, { server });
    expect(screen.getByText('none')).toBeTruthy();
    const data = appInfo();
    act(() => services.store.set('app', { info: data, currencyList: toCurrencyEntries(data) }));
    await waitFor(() => expect(screen.getByText(/banners/)).toBeTruthy());
  });
});
