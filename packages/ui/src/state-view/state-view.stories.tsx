import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Skeleton } from '../skeleton/skeleton.js';
import { StateView } from './state-view.js';

const meta = {
  title: 'Feedback/StateView',
  component: StateView,
  args: { state: 'ready', onRetry: fn(), children: <p>Three orders waiting to be shipped.</p> },
} satisfies Meta<typeof StateView>;
export default meta;
type Story = StoryObj<typeof meta>;

const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** While loading: three lines of skeleton, announced once as "Loading". */
export const Loading: Story = {
  tags: ['screenshot'],
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByText('Three orders waiting to be shipped.')).toBeNull();
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: DESKTOP };

/** A screen's own skeleton shapes. */
export const LoadingShapes: Story = {
  args: {
    state: 'loading',
    skeleton: (
      <>
        <Skeleton height="120px" />
        <Skeleton shape="text" width="40%" />
      </>
    ),
  },
};

/** Failed: why, as an alert, and a Retry button that loads again. */
export const Failed: Story = {
  tags: ['screenshot'],
  args: { state: 'failed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FailedDesktop: Story = { ...Failed, globals: DESKTOP };

/** Failed with the screen's own message and a way elsewhere. */
export const FailedWithWayBack: Story = {
  args: {
    state: 'failed',
    failedMessage: 'This refund could not be loaded.',
    failedAction: <a href="#refunds">Back to my refunds</a>,
  },
};

export const FailedThai: Story = {
  tags: ['screenshot'],
  args: { state: 'failed' },
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  },
};

export const Ready: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Three orders waiting to be shipped.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const ReadyDesktop: Story = { ...Ready, globals: DESKTOP };
