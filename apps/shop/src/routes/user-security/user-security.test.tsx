import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sessionAnswer } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

describe('account and security', () => {
  it.each([375, 1280])('leads to both password changes (%i px)', async (width) => {
    await renderApp({ path: '/user/security', width, session: sessionAnswer() });
    expect(await screen.findByText('Username: buyer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change login password' })).toHaveAttribute(
      'href',
      '/user/set_pwd/login',
    );
    expect(screen.getByRole('link', { name: 'Change payment password' })).toHaveAttribute(
      'href',
      '/user/set_pwd/pay',
    );
  });
});
