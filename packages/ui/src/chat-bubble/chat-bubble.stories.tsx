import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DOLLARS, sampleImage } from '../../test/fixtures.js';
import { ChatBubble } from './chat-bubble.js';

const shop = { name: 'Green Valley', avatar: sampleImage(110) };
const me = { name: 'Amy Lee', avatar: null };

const meta = {
  title: 'Chat/ChatBubble',
  component: ChatBubble,
  args: {
    content: { type: 'text', text: 'Hello! Is the celadon set still in stock?' },
    sender: me,
    isMine: true,
    time: '10:24',
    currency: DOLLARS,
  },
  parameters: { padding: false },
} satisfies Meta<typeof ChatBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextMine: Story = {};

export const TextTheirs: Story = {
  args: {
    isMine: false,
    sender: shop,
    content: { type: 'text', text: 'Yes, two sets left. 😊\nShall I hold one for you?' },
  },
};

export const Image: Story = {
  args: { content: { type: 'img', src: sampleImage(40, 320, 240) }, onImagePress: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the picture' }));
    await expect(args.onImagePress).toHaveBeenCalledOnce();
  },
};

export const Voice: Story = {
  args: {
    isMine: false,
    sender: shop,
    content: {
      type: 'voice',
      src: 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=',
      seconds: 7,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Voice message, 7 seconds' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Goods: Story = {
  args: {
    content: {
      type: 'goods',
      title: 'Hand-made celadon tea set with four cups',
      image: sampleImage(150),
      price: '128.50',
      href: '/goods/1',
    },
  },
};

export const Order: Story = {
  args: {
    isMine: false,
    sender: shop,
    content: {
      type: 'order',
      orderNo: '20261122000123',
      state: 'shipped',
      total: '208.30',
      image: sampleImage(150),
      href: '/user/order/details/9',
    },
  },
};

export const Unknown: Story = { args: { content: { type: 'unknown' } } };

export const Sending: Story = { args: { status: 'sending' } };

export const Failed: Story = {
  args: { status: 'failed', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not sent');
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div>
      <ChatBubble
        {...args}
        isMine={false}
        sender={shop}
        content={{ type: 'text', text: 'Yes, two sets left. Shall I hold one for you?' }}
      />
      <ChatBubble {...args} />
      <ChatBubble {...args} content={{ type: 'img', src: sampleImage(40, 320, 240) }} />
      <ChatBubble
        {...args}
        isMine={false}
        sender={shop}
        content={{ type: 'voice', src: '', seconds: 7 }}
      />
      <ChatBubble
        {...args}
        content={{
          type: 'goods',
          title: 'Hand-made celadon tea set with four cups',
          image: sampleImage(150),
          price: '128.50',
          href: '/goods/1',
        }}
      />
      <ChatBubble
        {...args}
        isMine={false}
        sender={shop}
        content={{
          type: 'order',
          orderNo: '20261122000123',
          state: 'shipped',
          total: '208.30',
          href: '/o/9',
        }}
      />
      <ChatBubble {...args} content={{ type: 'unknown' }} status="failed" onRetry={() => {}} />
    </div>
  ),
};
