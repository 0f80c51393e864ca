import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type ServerHandler } from '../../test/fake-server.js';
import { currency, operatorSession } from '../../test/admin-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

const yen = currency({ id: 2, language: 'ja', code: 'JPY', symbol: '¥', rate: '0.0066' });

const server = serverWith({
  'GET /admin/currencies': () => ({ data: { list: [currency(), yen] } }),
  'POST /admin/currencies': ({ body }) => ({ data: { ...currency(), ...(body as object) } }),
});

async function open(options: { width?: number; handlers?: Record<string, ServerHandler> } = {}) {
  const app = await renderApp({
    path: '/admin/currencies',
    width: options.width ?? 375,
    session: operatorSession(),
    server: server(options.handlers),
  });
  await screen.findByRole('heading', { name: 'Currencies', level: 1 });
  return app;
}

describe('currencies', () => {
  it('shows each language’s currency as cards on mobile, English’s for the others', async () => {
    await open();
    const japanese = within(await screen.findByRole('article', { name: '日本語' }));
    const terms = japanese
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Currency code', 'JPY'],
      ['Symbol', '¥'],
      ['Rate', '0.0066'],
      ['100 stored shows as', '¥15,152'],
    ]);
    const korean = within(screen.getByRole('article', { name: '한국어' }));
    expect(korean.getByText("English's currency")).toBeInTheDocument();
    expect(korean.getByRole('button', { name: 'Set the currency of 한국어' })).toHaveTextContent(
      'Set',
    );
    expect(screen.getAllByRole('article')).toHaveLength(13);
  });

  it('shows a table on desktop', async () => {
    await open({ width: 1280 });
    const table = await screen.findByRole('table', { name: 'Currencies' });
    const row = within(within(table).getByRole('rowheader', { name: '日本語' }).closest('tr')!);
    expect(
      row
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['JPY', '¥', '0.0066', '¥15,152']);
    expect(within(table).getAllByRole('row')).toHaveLength(14);
  });

  it('sets a language’s currency after the domain’s checks, with a preview', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: 'Set the currency of 한국어' }));
    const dialog = await screen.findByRole('dialog', { name: 'Currency of 한국어' });
    const code = within(dialog).getByRole('textbox', { name: 'Currency code' });
    const rate = within(dialog).getByRole('textbox', { name: 'Rate' });
    await app.user.type(code, 'krw');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Symbol' }), '₩');
    await app.user.type(rate, '0');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The exchange rate is invalid')).toBeInTheDocument();
    expect(rate).toHaveFocus();
    expect(app.server.calls('POST /admin/currencies')).toHaveLength(0);

    await app.user.type(rate, '.00074');
    expect(within(dialog).getByText('100 stored will show as ₩135,135')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Currency saved');
    expect(app.server.calls('POST /admin/currencies')[0]?.body).toEqual({
      language: 'ko',
      code: 'KRW',
      symbol: '₩',
      rate: '0.00074',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The app's own currency list is read again.
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/common/info').length).toBeGreaterThan(1),
    );
  });

  it('edits a currency from what is set, and shows a refusal', async () => {
    const app = await open({
      width: 1280,
      handlers: { 'POST /admin/currencies': () => ({ refuse: 'The exchange rate is invalid' }) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Set the currency of 日本語' }));
    const dialog = await screen.findByRole('dialog', { name: 'Currency of 日本語' });
    expect(within(dialog).getByRole('textbox', { name: 'Currency code' })).toHaveValue('JPY');
    const symbol = within(dialog).getByRole('textbox', { name: 'Symbol' });
    await app.user.clear(symbol);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please fill in the required fields')).toBeInTheDocument();
    expect(symbol).toHaveFocus();
    await app.user.type(symbol, '円');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(app, 'The exchange rate is invalid');
    expect(app.toasts()).not.toContain('Currency saved');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says when the currencies cannot be loaded and retries', async () => {
    const down = outage(() => ({ data: { list: [] } }));
    const app = await open({
      handlers: {
        'GET /admin/currencies': down.handler,
      },
    });
    await down.retry(app, 'The currencies could not be loaded.');
    expect(await screen.findByRole('article', { name: 'English' })).toHaveTextContent(
      "English's currency",
    );
  });
});
