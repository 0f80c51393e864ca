import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Draws the installed app's icons (`public/icons`, committed) from the brand mark of
 * `packages/ui` (`BrandMark`: the shopping bag with its "B"), white on the brand red
 * (`bgFillBrand`): `npx tsx scripts/make-icons.ts` after a change of the mark or the colour.
 * The plain icons have rounded corners; the maskable one fills its square, the mark inside the
 * central 80 % circle that every launcher's mask keeps.
 */
const BRAND = '#d6301f';
const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** The bag of `BrandMark` (a 32-unit box), white, its "B" in the brand colour. */
const MARK = `
  <rect x="3" y="9" width="26" height="21" rx="5" fill="#fff" />
  <path d="M10.5 12V8.5a5.5 5.5 0 0 1 11 0V12" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" />
  <path d="M12.2 15.2h5.2a3.1 3.1 0 0 1 0 6.2h-5.2zm0 6.2h6.1a3.3 3.3 0 0 1 0 6.6h-6.1z" fill="none" stroke="${BRAND}" stroke-width="2.2" stroke-linejoin="round" />`;

/** An icon of `size` px: the background, then the mark scaled to `share` of the side, centred. */
function icon(size: number, { share, radius }: { share: number; radius: number }): string {
  const mark = size * share;
  const offset = (size - mark) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${size * radius}" fill="${BRAND}" />
  <g transform="translate(${offset} ${offset - mark * 0.02}) scale(${mark / 32})">${MARK}</g>
</svg>`;
}

await mkdir(OUT, { recursive: true });
const plain = { share: 0.66, radius: 0.2 };
const maskable = { share: 0.5, radius: 0 };
await writeFile(`${OUT}icon.svg`, icon(512, plain));
for (const [name, size, shape] of [
  ['icon-192.png', 192, plain],
  ['icon-512.png', 512, plain],
  ['icon-maskable-512.png', 512, maskable],
  ['apple-touch-icon.png', 180, maskable],
] as const) {
  await sharp(Buffer.from(icon(size, shape)))
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}${name}`);
}
