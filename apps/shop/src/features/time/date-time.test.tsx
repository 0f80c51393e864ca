import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatDate } from '@bazaar/i18n';
import { renderWithProviders } from '../../test/render-app.js';
import { DateTime } from './date-time.js';

/** 2023-11-14 22:13:20 UTC. */
const AT = 1_700_000_000;

function timeElement(container: HTMLElement): HTMLTimeElement {
  const element = container.querySelector('time');
  if (!element) throw new Error('no <time> element');
  return element;
}

describe('DateTime', () => {
  it('shows the date and time of day in a <time> element with the ISO instant', async () => {
    const { container } = await renderWithProviders(<DateTime value={AT} />);
    const time = timeElement(container);
    expect(time).toHaveAttribute('datetime', '2023-11-14T22:13:20.000Z');
    expect(time).toHaveTextContent(
      formatDate('en', AT * 1000, { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });

  it('shows the date alone with format="date", in the user’s language', async () => {
    const { container } = await renderWithProviders(<DateTime value={AT} format="date" />, {
      language: 'ja',
    });
    const time = timeElement(container);
    expect(time).toHaveAttribute('datetime', '2023-11-14T22:13:20.000Z');
    expect(time.textContent).toBe(formatDate('ja', AT * 1000, { dateStyle: 'medium' }));
    expect(time.textContent).toMatch(/2023/);
  });

  it('shows how long ago with format="relative"', async () => {
    const twentyMinutesAgo = Math.floor(Date.now() / 1000) - 20 * 60;
    const { container } = await renderWithProviders(
      <DateTime value={twentyMinutesAgo} format="relative" />,
    );
    const time = timeElement(container);
    expect(time).toHaveTextContent('20 minutes ago');
    expect(time).toHaveAttribute('datetime', new Date(twentyMinutesAgo * 1000).toISOString());
  });

  it('shows the chat rule’s time with format="chat"', async () => {
    const { container } = await renderWithProviders(<DateTime value={AT} format="chat" />);
    const time = timeElement(container);
    expect(time).toHaveAttribute('datetime', '2023-11-14T22:13:20.000Z');
    expect(time.textContent).not.toBe('');
  });

  it('puts the element in a translated sentence’s placeholder', async () => {
    await renderWithProviders(
      <p data-testid="sentence">
        <DateTime value={AT} format="date" sentence={(time) => `Checked on ${time}, all fine.`} />
      </p>,
    );
    const date = formatDate('en', AT * 1000, { dateStyle: 'medium' });
    const sentence = screen.getByTestId('sentence');
    expect(sentence).toHaveTextContent(`Checked on ${date}, all fine.`);
    expect(timeElement(sentence).textContent).toBe(date);
  });

  it('puts a period’s start and end in a sentence with `until`', async () => {
    const end = AT + 7 * 86_400;
    await renderWithProviders(
      <p data-testid="period">
        <DateTime
          value={AT}
          until={end}
          format="date"
          sentence={(from, to) => `Valid ${from} – ${to}`}
        />
      </p>,
    );
    const text = (at: number) => formatDate('en', at * 1000, { dateStyle: 'medium' });
    const period = screen.getByTestId('period');
    expect(period).toHaveTextContent(`Valid ${text(AT)} – ${text(end)}`);
    const times = period.querySelectorAll('time');
    expect([...times].map((time) => time.dateTime)).toEqual([
      '2023-11-14T22:13:20.000Z',
      '2023-11-21T22:13:20.000Z',
    ]);
  });
});
