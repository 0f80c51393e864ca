import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUI } from '../../test/render.js';
import { PictureViewer } from './picture-viewer.js';

const pictures = [
  { src: '/uploads/a.png', alt: 'Front' },
  { src: '/uploads/b.png', alt: 'Back' },
  { src: '/uploads/c.png', alt: 'Side' },
];

function Viewer({ onOpenChange = () => {} }: { onOpenChange?: (isOpen: boolean) => void }) {
  const [index, setIndex] = useState(0);
  return (
    <PictureViewer
      pictures={pictures}
      isOpen
      onOpenChange={onOpenChange}
      index={index}
      onIndexChange={setIndex}
      aria-label="Pictures"
    />
  );
}

describe('PictureViewer', () => {
  it('counts the pictures and turns them with the buttons and the arrow keys', async () => {
    const { user } = await renderUI(<Viewer />);
    const viewer = screen.getByRole('dialog', { name: 'Pictures' });
    expect(viewer).toHaveTextContent('1 / 3');
    expect(within(viewer).getByRole('img', { name: 'Front' })).toHaveAttribute('sizes', '100vw');
    expect(screen.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(viewer).toHaveTextContent('2 / 3');
    await user.keyboard('{ArrowRight}');
    expect(viewer).toHaveTextContent('3 / 3');
    expect(screen.getByRole('button', { name: 'Next picture' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(viewer).toHaveTextContent('2 / 3');
  });

  it.each([
    ['left turns to the next', 300, 100, '2 / 3'],
    ['right stays at the first', 100, 300, '1 / 3'],
    ['too short does nothing', 300, 280, '1 / 3'],
  ])('a swipe %s', async (_, from, to, expected) => {
    await renderUI(<Viewer />);
    const viewer = screen.getByRole('dialog', { name: 'Pictures' });
    const stage = viewer.querySelector('[data-part="stage"]')!;
    fireEvent.pointerDown(stage, { pointerId: 1, button: 0, clientX: from, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: (from + to) / 2, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: to, clientY: 205 });
    await waitFor(() => expect(viewer).toHaveTextContent(expected));
  });

  it('closes with its button and with Escape', async () => {
    const onOpenChange = vi.fn();
    const { user } = await renderUI(<Viewer onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Close the pictures' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
