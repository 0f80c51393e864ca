import { Raster, hex, mix, wrapText, type Rgb } from './raster.js';
import { drawSilhouette, type SilhouetteKind } from './silhouettes.js';

/** Colours of a placeholder: two light background tones and a deep tone for shapes and text. */
export interface PlaceholderPalette {
  readonly light: string;
  readonly lighter: string;
  readonly deep: string;
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [45, 45, 52];

function tones(palette: PlaceholderPalette, variant: number) {
  // Each variant shifts the tones a little, so neighbouring goods do not look identical.
  const shift = (variant % 5) / 12;
  const light = mix(hex(palette.light), hex(palette.deep), shift * 0.25);
  const lighter = hex(palette.lighter);
  const deep = mix(hex(palette.deep), INK, (variant % 3) * 0.12);
  return { light, lighter, deep, detail: mix(deep, WHITE, 0.55) };
}

/**
 * A goods picture (400 x 400): a soft gradient, the category's product shape with a shadow, the
 * category as a small label and the product name on a card at the bottom.
 */
export function goodsImage(
  title: string,
  category: string,
  kind: SilhouetteKind,
  palette: PlaceholderPalette,
  variant: number,
): Buffer {
  const size = 400;
  const { light, lighter, deep, detail } = tones(palette, variant);
  const canvas = new Raster(size, size);
  canvas.gradient(lighter, light, 35 + ((variant * 37) % 110));
  canvas.ellipse(200, 262, 96, 13, deep, { alpha: 0.18, softness: 10 });
  drawSilhouette(canvas, kind, 105, 52, 190, deep, detail);
  canvas.text(category.toUpperCase(), 22, 20, 2, deep, 0.8);
  canvas.roundRect(18, 292, 364, 88, 16, WHITE, { alpha: 0.88 });
  const lines = wrapText(title, 27, 2);
  const top = lines.length === 1 ? 328 : 314;
  lines.forEach((line, index) => canvas.centredText(line, 200, top + index * 24, 2, INK));
  return canvas.toPng();
}

/**
 * A SKU's picture (400 x 400): the goods' product shape in the chosen colour (`colour`, a hex) on
 * the category's gradient, with the colour's name as the label. One per product shape and colour.
 */
export function colourImage(
  kind: SilhouetteKind,
  palette: PlaceholderPalette,
  colour: string,
  label: string,
): Buffer {
  const size = 400;
  const { light, lighter } = tones(palette, 0);
  const shape = hex(colour);
  // A pale colour (white, cream) stands on a darker ground, with darker details.
  const pale = (0.2126 * shape[0] + 0.7152 * shape[1] + 0.0722 * shape[2]) / 255 > 0.7;
  const canvas = new Raster(size, size);
  canvas.gradient(
    pale ? mix(lighter, INK, 0.18) : lighter,
    pale ? mix(light, INK, 0.3) : light,
    60,
  );
  canvas.ellipse(200, 300, 110, 15, INK, { alpha: 0.16, softness: 10 });
  drawSilhouette(canvas, kind, 90, 60, 220, shape, mix(shape, pale ? INK : WHITE, 0.4));
  canvas.roundRect(18, 330, 364, 52, 16, WHITE, { alpha: 0.88 });
  canvas.centredText(label.toUpperCase(), 200, 349, 2, INK);
  return canvas.toPng();
}

/** A category icon (160 x 160): a gradient tile with the product shape. */
export function categoryIcon(kind: SilhouetteKind, palette: PlaceholderPalette): Buffer {
  const { light, lighter, deep, detail } = tones(palette, 0);
  const canvas = new Raster(160, 160);
  canvas.gradient(lighter, light, 60);
  drawSilhouette(canvas, kind, 28, 24, 104, deep, detail);
  return canvas.toPng();
}

/** Up to two initials of a name (`Bazaar Select` gives `BS`). */
export function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** A round-looking avatar (`size` square) with initials on a gradient. */
export function initialsAvatar(name: string, palette: PlaceholderPalette, size = 200): Buffer {
  const { light, deep } = tones(palette, 0);
  const canvas = new Raster(size, size, hex(palette.lighter));
  canvas.gradient(mix(deep, WHITE, 0.15), mix(deep, light, 0.35), 120);
  const text = initials(name);
  const scale = Math.max(2, Math.floor(size / (text.length * 6 + 6)));
  canvas.centredText(text, size / 2, Math.round(size / 2 - (7 * scale) / 2), scale, WHITE);
  return canvas.toPng();
}

/** A wide picture (750 x 300) with a title, a subtitle and product shapes: banners and shop covers. */
export function wideImage(
  title: string,
  subtitle: string,
  kinds: readonly SilhouetteKind[],
  palette: PlaceholderPalette,
): Buffer {
  const { light, lighter, deep, detail } = tones(palette, 0);
  const canvas = new Raster(750, 300);
  canvas.gradient(light, lighter, 20);
  canvas.circle(640, 150, 170, WHITE, { alpha: 0.35, softness: 30 });
  kinds.slice(0, 2).forEach((kind, index) => {
    drawSilhouette(
      canvas,
      kind,
      470 + index * 120,
      70 + index * 40,
      150 - index * 30,
      deep,
      detail,
    );
  });
  const titleScale = title.length > 16 ? 5 : 6;
  canvas.text(title, 40, 90, titleScale, deep);
  wrapText(subtitle, 30, 2).forEach((line, index) =>
    canvas.text(line, 42, 90 + titleScale * 7 + 24 + index * 26, 3, INK, 0.85),
  );
  return canvas.toPng();
}
