import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { Popup, type PopupProps } from './popup.js';

function Harness(props: Partial<PopupProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? 'open' : 'closed'}</p>
      <Popup title="Filter" isOpen={isOpen} onOpenChange={setOpen} {...props}>
        Body
      </Popup>
    </>
  );
}

describe('Popup', () => {
  it('starts at layer 2000 and closes by its close button', async () => {
    const { user } = await renderUI(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    expect((dialog.closest('[data-overlay]') as HTMLElement).style.zIndex).toBe('2000');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
  });

  it('closes on a tap on the overlay unless told not to', async () => {
    const { user, unmount } = await renderUI(<Harness />);
    await user.click(screen.getByRole('dialog').closest('[data-overlay]') as HTMLElement);
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    unmount();

    const second = await renderUI(<Harness isDismissable={false} />);
    await second.user.click(screen.getByRole('dialog').closest('[data-overlay]') as HTMLElement);
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('keeps a hidden title as the accessible name', async () => {
    await renderUI(<Harness hideTitle showCloseButton={false} />);
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
