import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The entry's `<script type="module">` Vite writes into the page template. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/** The `<link rel="modulepreload">` Vite writes for the entry's static imports. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The script that starts the app in place of the entry's `<script type="module">`: after the
 * page's main pictures (its server-rendered `<img fetchpriority="high">`) have arrived and been
 * painted, or at once on a page without one (a page the browser draws). Then it asks for the entry
 * and for the chunks the server named for the page (`<meta name="bazaar-chunks">`, their
 * `<link rel="modulepreload">`), together. A phone on a slow network gets the picture with the
 * whole bandwidth instead of sharing it with some 200 KB of script, and the script is not in the
 * first paint's way; hydration starts that much later (the page is drawn and its presses are
 * kept meanwhile: `index.html`'s other script).
 */
export function startScript(entry: string, startChunks: readonly string[] = []): string {
  return `(function (d, entry, startChunks) {
        var started = false;
        function add(tag, props) {
          var element = d.createElement(tag);
          for (var key in props) element[key] = props[key];
          element.crossOrigin = '';
          d.head.appendChild(element);
        }
        function start() {
          if (started) return;
          started = true;
          add('script', { type: 'module', src: entry });
          var meta = d.querySelector('meta[name="bazaar-chunks"]');
          var chunks = startChunks.concat(meta && meta.content ? meta.content.split(' ') : []);
          for (var i = 0; i < chunks.length; i += 1)
            add('link', { rel: 'modulepreload', href: chunks[i] });
          // While the entry downloads: the page's first Intl call loads ICU's data (50 to 100 ms at
          // a phone's speed), which react-aria's module top level and the prices would otherwise
          // do inside the entry's evaluation and the hydration, each its own task here.
          setTimeout(function () {
            try {
              Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
            } catch (error) {}
            setTimeout(function () {
              try {
                new Intl.NumberFormat(d.documentElement.lang).format(1);
              } catch (error) {}
            }, 0);
          }, 0);
        }
        function afterPaint() {
          // The frame that paints the picture, then the task after it; a hidden tab draws no frames.
          requestAnimationFrame(function () {
            setTimeout(start, 0);
          });
          setTimeout(start, 1000);
        }
        function ready() {
          // The main pictures (a phone's first row of goods may hold two of the same size).
          var pictures = d.querySelectorAll('#root img[fetchpriority="high"]');
          var waiting = 0;
          var loaded = false;
          function settled(event) {
            if (event.type === 'load') loaded = true;
            waiting -= 1;
            if (waiting > 0) return;
            if (loaded) afterPaint();
            else start();
          }
          for (var i = 0; i < pictures.length; i += 1) {
            if (pictures[i].complete) {
              loaded = true;
              continue;
            }
            waiting += 1;
            pictures[i].addEventListener('load', settled);
            pictures[i].addEventListener('error', settled);
          }
          if (pictures.length === 0) return start();
          if (waiting === 0) return afterPaint();
          setTimeout(start, 3000);
        }
        if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', ready);
        else ready();
      })(document, ${JSON.stringify(entry)}, ${JSON.stringify(startChunks)});`;
}

/**
 * The page template with the entry started by {@link startScript}; as it was without an entry.
 * `startChunks`: the chunks the entry imports, statically or in turn (`main.tsx`), preloaded with
 * it by the start script; Vite's own `<link rel="modulepreload">` for them leave the template
 * (preloaded from the HTML, Lighthouse counted them before the first paint).
 */
export function startAfterPicture(html: string, startChunks: readonly string[] = []): string {
  const match = ENTRY_SCRIPT.exec(html);
  if (!match?.[1]) return html;
  const preloaded = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]!);
  const chunks = [...new Set([...preloaded, ...startChunks])];
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () => `<script>\n      ${startScript(match[1]!, chunks)}\n    </script>\n  `,
    );
}

/** The chunks of `bundle` other than `entry` that are entries of the build (the start-up's steps). */
function startChunksOf(bundle: OutputBundle | undefined, entry: string | undefined): string[] {
  return Object.values(bundle ?? {})
    .filter((output) => output.type === 'chunk' && output.isEntry && output.fileName !== entry)
    .map((output) => `/${output.fileName}`)
    .sort();
}

/** Builds (the client's, not the server rendering's) start the app by {@link startScript}. */
export function startAfterPicturePlugin(): Plugin {
  return {
    name: 'bazaar-start-after-picture',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        startAfterPicture(html, startChunksOf(context.bundle, context.chunk?.fileName)),
    },
  };
}
