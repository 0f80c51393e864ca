import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { Popup, type PopupProps } from './popup.js';

type DemoProps = Omit<PopupProps, 'isOpen' | 'onOpenChange' | 'children'> & {
  /** Body text. */
  text?: string;
  /** Start open. */
  defaultOpen?: boolean;
};

function PopupDemo({
  text = 'Choose a specification and a quantity.',
  defaultOpen = false,
  ...props
}: DemoProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Popup {...props} isOpen={isOpen} onOpenChange={setOpen}>
        <p style={{ margin: 0 }}>{text}</p>
      </Popup>
    </>
  );
}

const body = within(document.body);

const meta = {
  title: 'Overlays/Popup',
  component: PopupDemo,
  args: { title: 'Specification', position: 'bottom' },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await body.findByRole('dialog', { name: 'Specification' })).toBeVisible();
  },
} satisfies Meta<typeof PopupDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bottom: Story = { tags: ['screenshot'] };

export const Center: Story = { tags: ['screenshot'], args: { position: 'center' } };

export const Top: Story = { args: { position: 'top' } };

export const Left: Story = { args: { position: 'left' } };

export const Right: Story = { args: { position: 'right' } };

export const WithoutOverlay: Story = { args: { overlay: false } };

export const HiddenTitle: Story = { args: { hideTitle: true } };

export const LongContent: Story = {
  args: { text: 'Specification details. '.repeat(200) },
};

/** The first popup takes layer 2000; one opened over it takes 2001. */
export const Stacked: Story = {
  render: (args) => {
    function Nested() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      return (
        <>
          <Button onPress={() => setOuter(true)}>Open</Button>
          <Popup {...args} isOpen={outer} onOpenChange={setOuter}>
            <Button onPress={() => setInner(true)}>Open another</Button>
            <Popup title="Address" position="center" isOpen={inner} onOpenChange={setInner}>
              <p>Nested</p>
            </Popup>
          </Popup>
        </>
      );
    }
    return <Nested />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const outer = await body.findByRole('dialog', { name: 'Specification' });
    await userEvent.click(within(outer).getByRole('button', { name: 'Open another' }));
    const inner = await body.findByRole('dialog', { name: 'Address' });
    const layer = (dialog: HTMLElement) =>
      Number((dialog.closest('[data-overlay]') as HTMLElement).style.zIndex);
    await expect(layer(outer)).toBe(2000);
    await expect(layer(inner)).toBe(2001);
  },
};

/** The browser's back closes the popup instead of leaving the page. */
export const ClosesOnBack: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await body.findByRole('dialog', { name: 'Specification' });
    window.history.back();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ClosesOnOverlayTap: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('dialog', { name: 'Specification' });
    await userEvent.click(dialog.closest('[data-overlay]') as HTMLElement);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('dialog', { name: 'Specification' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
