import type { Meta, StoryObj } from '@storybook/react-vite';
import { signInStatus } from '@bazaar/domain';
import { expect, fn } from 'storybook/test';
import { SignInCalendar } from './sign-in-calendar.js';

const today = '2026-11-22';
const signedDates = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];

const meta = {
  title: 'User/SignInCalendar',
  component: SignInCalendar,
  args: {
    status: signInStatus({ lastDate: '2026-11-21', consecutive: 4 }, today),
    today,
    signedDates,
    onSignIn: fn(),
  },
} satisfies Meta<typeof SignInCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotYetToday: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Signed in 4 days in a row')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'November 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const SignedToday: Story = {
  args: {
    status: signInStatus({ lastDate: today, consecutive: 5 }, today),
    signedDates: [...signedDates, today],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  },
};

export const StreakBroken: Story = {
  args: {
    status: signInStatus({ lastDate: '2026-11-10', consecutive: 9 }, today),
    signedDates: ['2026-11-10'],
  },
};

export const Signing: Story = { args: { isSigningIn: true } };

export const Japanese: Story = { tags: ['screenshot'], globals: { locale: 'ja' } };

export const Russian: Story = { tags: ['screenshot'], globals: { locale: 'ru' } };

export const Thai: Story = { tags: ['screenshot'], globals: { locale: 'th' } };
