import { describe, expect, it } from 'vitest';
import { startAfterPicture } from './start-after-picture-plugin.js';

const TEMPLATE = `<html><head><title>Bazaar</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head><body><div id="root"></div></body></html>`;

/** Runs the start script of `html` in a document whose root holds `root`. */
function run(html: string, root: string) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  document.head.innerHTML = '<meta name="bazaar-chunks" content="/assets/a.js /assets/b.js">';
  document.body.innerHTML = `<div id="root">${root}</div>`;
  new Function(script)();
  return {
    entry: () => document.head.querySelector('script[type="module"]')?.getAttribute('src'),
    preloads: () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
  };
}

describe('startAfterPicture', () => {
  it('replaces the entry script tag by an inline start script naming the entry', () => {
    const html = startAfterPicture(TEMPLATE);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('"/assets/index-abc.js"');
  });

  it("preloads the start-up's chunks with the entry, not from the template", () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/libraries-x.js">\n</head>',
    );
    const html = startAfterPicture(template, ['/assets/start-y.js']);
    expect(html).not.toContain('<link rel="modulepreload"');
    const page = run(html, '<p>cart</p>');
    expect(page.entry()).toBe('/assets/index-abc.js');
    expect(page.preloads()).toEqual([
      '/assets/libraries-x.js',
      '/assets/start-y.js',
      '/assets/a.js',
      '/assets/b.js',
    ]);
  });

  it('leaves a template without an entry as it is', () => {
    expect(startAfterPicture('<html></html>')).toBe('<html></html>');
  });

  it('starts the app and its chunks at once on a page without a main picture', () => {
    const page = run(startAfterPicture(TEMPLATE), '<p>cart</p>');
    expect(page.entry()).toBe('/assets/index-abc.js');
    expect(page.preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('waits for the main picture, then starts once', async () => {
    const page = run(startAfterPicture(TEMPLATE), '<img fetchpriority="high" src="/b.png">');
    expect(page.entry()).toBeUndefined();
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: true });
    picture.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.entry()).toBe('/assets/index-abc.js');
    picture.dispatchEvent(new Event('error'));
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('waits for every main picture (a first row of two)', async () => {
    const page = run(
      startAfterPicture(TEMPLATE),
      '<img fetchpriority="high" src="/a.png"><img fetchpriority="high" src="/b.png">',
    );
    const [first, second] = [...document.querySelectorAll('img')];
    first!.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.entry()).toBeUndefined();
    second!.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.entry()).toBe('/assets/index-abc.js');
  });

  it('starts when the main picture fails', () => {
    const page = run(startAfterPicture(TEMPLATE), '<img fetchpriority="high" src="/b.png">');
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(page.entry()).toBe('/assets/index-abc.js');
  });
});
