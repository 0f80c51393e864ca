import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createI18n } from '@bazaar/i18n';
import { AppProviders } from '../../app/app.js';
import { createServices } from '../../app/services.js';
import { memoryRouterFactory } from '../../test/render-app.js';
import { useChatTime } from './use-chat-time.js';

async function formatter(language: 'en' | 'ja', now: number) {
  const i18n = await createI18n({ language });
  const services = createServices({ i18n, createRouter: memoryRouterFactory, now: () => now });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders services={services} layout="mobile">
      {children}
    </AppProviders>
  );
  return renderHook(() => useChatTime(), { wrapper }).result.current;
}

/** Unix seconds of a local date and time. */
const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).getTime() / 1000;

describe('useChatTime', () => {
  it('shows the clock today, the weekday within a week, else the date (spec section 9)', async () => {
    const now = new Date(2024, 4, 15, 18, 0).getTime(); // Wednesday 15 May 2024
    const format = await formatter('en', now);
    expect(format(at(2024, 5, 15, 9, 5))).toMatch(/9:05/);
    expect(format(at(2024, 5, 13, 9, 5))).toMatch(/^Monday.*9:05/);
    expect(format(at(2024, 5, 1, 9, 5))).toMatch(/May 1.*9:05/);
    expect(format(at(2023, 12, 24, 9, 5))).toMatch(/2023/);
  });

  it("writes the time in the user's language", async () => {
    const now = new Date(2024, 4, 15, 18, 0).getTime();
    const format = await formatter('ja', now);
    expect(format(at(2024, 5, 13, 9, 5))).toMatch(/月曜日/);
  });
});
