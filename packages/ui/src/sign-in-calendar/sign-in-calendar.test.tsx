import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signInStatus } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { SignInCalendar } from './sign-in-calendar.js';

describe('SignInCalendar', () => {
  it('lays out the month from the locale and marks signed days and today', async () => {
    const today = '2026-02-10';
    const { container } = await renderUI(
      <SignInCalendar
        status={signInStatus({ lastDate: '2026-02-09', consecutive: 2 }, today)}
        today={today}
        signedDates={['2026-02-08', '2026-02-09', '2026-01-31']}
        onSignIn={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'February 2026' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    expect(container.querySelectorAll('td[data-signed]')).toHaveLength(2);
    expect(container.querySelector('td[aria-current="date"]')).toHaveTextContent('10');
    expect(container.querySelectorAll('td > span')).toHaveLength(28);
    expect(screen.getByText('Sign in today for 15 points')).toBeInTheDocument();
  });

  it("offers no second sign-in the same day and shows tomorrow's points", async () => {
    await renderUI(
      <SignInCalendar
        status={signInStatus({ lastDate: '2026-02-10', consecutive: 1 }, '2026-02-10')}
        today="2026-02-10"
        signedDates={['2026-02-10']}
        onSignIn={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
    expect(screen.getByText('Come back tomorrow for 10 points')).toBeInTheDocument();
  });
});
