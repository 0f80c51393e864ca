import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** The flags Debian's Chromium needs on this machine kind and in CI (see TOOLCHAIN.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Screenshots must not depend on the machine's font hinting or colour profile.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** A fresh provider per project: Vitest rewrites a shared provider's instances in place. */
function chromium() {
  return playwright({
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // Larger than every story viewport, so Vitest never scales the test iframe (and its screenshots).
    contextOptions: { viewport: { width: 1440, height: 960 }, deviceScaleFactor: 1 },
  });
}

export default defineConfig({
  test: {
    projects: [
      {
        // Storybook's build served under the shop's Content-Security-Policy, in Node with Chromium.
        test: {
          name: 'build',
          environment: 'node',
          include: ['csp/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir, storybookScript: 'npm run storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          // One page for every story file instead of one each: loading Storybook's preview and the
          // setup per file was a third of the run. Each story mounts into a fresh canvas.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A real difference fails; anti-aliasing noise below these limits does not.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
});
