import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** The part of a composed story that the screenshot hook reads. */
interface ComposedStoryInfo {
  tags: string[];
  parameters: { screenshot?: { fullPage?: boolean } };
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Visual regression: after a story tagged `screenshot` has rendered and played, its root (or the
 * whole page for overlays, `parameters.screenshot.fullPage`) is compared with the baseline beside
 * the story file, `__screenshots__/<file>/<story>-chromium-linux.png`. A missing baseline is written
 * and fails the run under CI=true; `npm run test:update-screenshots` rewrites baselines.
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStoryInfo }).story;
  if (!story?.tags.includes('screenshot') || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const target = story.parameters.screenshot?.fullPage
    ? document.body
    : document.querySelector('[data-story-root]');
  if (!target) throw new Error('The story rendered no [data-story-root] to take a screenshot of.');
  await expect.element(page.elementLocator(target)).toMatchScreenshot(slug(context.task.name));
});
