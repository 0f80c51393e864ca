import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../tokens/css-variables.js';
import { AppShell, PageContainer, ResponsiveGrid, Stack } from './layout.js';
import { useLayout } from './layout-context.js';

function Box({ children }: { children: string }) {
  return (
    <div
      style={{
        padding: vars.space[4],
        background: vars.color.bgSurface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
      }}
    >
      {children}
    </div>
  );
}

/** The same page in whichever layout the window asks for. */
function ShellDemo() {
  const layout = useLayout();
  return (
    <AppShell
      top={<Box>{layout === 'desktop' ? 'Header' : 'Navigation bar'}</Box>}
      side={layout === 'desktop' ? <Box>Side navigation</Box> : undefined}
      bottom={layout === 'mobile' ? <Box>Bottom tab bar</Box> : undefined}
    >
      <PageContainer>
        <Stack gap={4}>
          <h1 style={{ margin: 0, fontSize: vars.fontSize.xl }}>Layout: {layout}</h1>
          <ResponsiveGrid aria-label="Goods">
            {Array.from({ length: 10 }, (_, index) => (
              <Box key={index}>{`Item ${index + 1}`}</Box>
            ))}
          </ResponsiveGrid>
        </Stack>
      </PageContainer>
    </AppShell>
  );
}

const meta = {
  title: 'Foundations/Layout',
  component: ShellDemo,
  parameters: { padding: false },
} satisfies Meta<typeof ShellDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

function columnCount(grid: HTMLElement): number {
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
}

export const Mobile: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Layout: mobile' })).toBeVisible();
    await expect(columnCount(canvas.getByLabelText('Goods'))).toBe(2);
    await expect(canvas.getByText('Bottom tab bar')).toBeVisible();
  },
};

export const Desktop: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Layout: desktop' })).toBeVisible();
    await expect(columnCount(canvas.getByLabelText('Goods'))).toBe(5);
    await expect(canvas.getByText('Side navigation')).toBeVisible();
  },
};
