import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DOLLARS } from '../../test/fixtures.js';
import { renderUI } from '../../test/render.js';
import { ChatBubble, type ChatContent } from './chat-bubble.js';

const sender = { name: 'Shop' };

describe('ChatBubble', () => {
  it.each<[string, ChatContent, RegExp]>([
    ['text', { type: 'text', text: 'Hi there' }, /Hi there/],
    [
      'goods',
      { type: 'goods', title: 'Cup', image: '/c.png', price: '3', href: '/g/1' },
      /Cup\$3\.00/,
    ],
    [
      'order',
      { type: 'order', orderNo: 'N1', state: 'completed', total: '9', href: '/o/1' },
      /Order N1/,
    ],
    ['unknown', { type: 'unknown' }, /cannot be shown/],
  ])('shows a %s message', async (_type, content, text) => {
    const { container } = await renderUI(
      <ChatBubble content={content} sender={sender} currency={DOLLARS} />,
    );
    expect(container).toHaveTextContent(text);
  });

  it('plays a voice clip by a toggle named with its length', async () => {
    await renderUI(
      <ChatBubble
        content={{ type: 'voice', src: '/v.mp3', seconds: 1 }}
        sender={sender}
        currency={DOLLARS}
      />,
    );
    expect(screen.getByRole('button', { name: 'Voice message, 1 second' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('marks my messages for the end side', async () => {
    const { container } = await renderUI(
      <ChatBubble
        content={{ type: 'text', text: 'Me' }}
        sender={sender}
        currency={DOLLARS}
        isMine
      />,
    );
    expect(container.querySelector('[data-mine]')).not.toBeNull();
  });
});
