import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderUI } from '../../test/render.js';
import { ChatInput } from './chat-input.js';

describe('ChatInput', () => {
  it('sends trimmed text by the button and ignores blanks', async () => {
    const onSend = vi.fn();
    const { user } = await renderUI(<ChatInput onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox'), ' hi ');
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith('hi');
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('takes pictures and refuses other files', async () => {
    const onPickImages = vi.fn();
    const onRejectFiles = vi.fn();
    const { container } = await renderUI(
      <ChatInput onSend={() => {}} onPickImages={onPickImages} onRejectFiles={onRejectFiles} />,
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, [
      new File(['x'], 'a.png', { type: 'image/png' }),
      new File(['x'], 'b.exe', { type: 'application/octet-stream' }),
    ]);
    expect(onPickImages).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' })]);
    expect(onRejectFiles).toHaveBeenCalledWith(['b.exe']);
  });
});
