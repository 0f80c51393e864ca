import type { Raster, Rgb } from './raster.js';

/** The product shapes of the catalogue placeholders, one per leaf category. */
export const SILHOUETTE_KINDS = [
  'phone',
  'headphones',
  'watch',
  'tshirt',
  'dress',
  'shoe',
  'mug',
  'lamp',
  'pillow',
  'bottle',
  'perfume',
  'dumbbell',
  'backpack',
] as const;

/** One product shape. */
export type SilhouetteKind = (typeof SILHOUETTE_KINDS)[number];

/**
 * Draws a product shape in the square at (`x`, `y`) of side `size`: the body in `body`, details in
 * `detail`. Shapes are designed on a 100 x 100 grid.
 */
export function drawSilhouette(
  canvas: Raster,
  kind: SilhouetteKind,
  x: number,
  y: number,
  size: number,
  body: Rgb,
  detail: Rgb,
): void {
  const k = size / 100;
  const X = (u: number) => x + u * k;
  const Y = (v: number) => y + v * k;
  const L = (u: number) => u * k;
  const poly = (points: ReadonlyArray<readonly [number, number]>, color: Rgb) =>
    canvas.polygon(
      points.map(([u, v]) => [X(u), Y(v)] as const),
      color,
    );
  const rect = (u: number, v: number, w: number, h: number, r: number, color: Rgb) =>
    canvas.roundRect(X(u), Y(v), L(w), L(h), L(r), color);
  const line = (u1: number, v1: number, u2: number, v2: number, w: number, color: Rgb) =>
    canvas.line([X(u1), Y(v1)], [X(u2), Y(v2)], L(w), color);
  switch (kind) {
    case 'phone':
      rect(28, 4, 44, 92, 8, body);
      rect(32, 12, 36, 74, 3, detail);
      canvas.circle(X(50), Y(8), L(1.4), detail);
      rect(44, 89, 12, 2.5, 1.2, detail);
      return;
    case 'headphones':
      for (let a = 180; a < 360; a += 10) {
        const r1 = (a * Math.PI) / 180;
        const r2 = ((a + 10) * Math.PI) / 180;
        line(
          50 + 34 * Math.cos(r1),
          58 + 40 * Math.sin(r1),
          50 + 34 * Math.cos(r2),
          58 + 40 * Math.sin(r2),
          7,
          body,
        );
      }
      rect(8, 50, 20, 34, 9, body);
      rect(72, 50, 20, 34, 9, body);
      rect(13, 56, 10, 22, 5, detail);
      rect(77, 56, 10, 22, 5, detail);
      return;
    case 'watch':
      rect(38, 2, 24, 96, 7, body);
      canvas.circle(X(50), Y(50), L(26), body);
      canvas.circle(X(50), Y(50), L(20), detail);
      line(50, 50, 50, 37, 3, body);
      line(50, 50, 60, 55, 3, body);
      rect(75, 45, 5, 10, 2, body);
      return;
    case 'tshirt':
      poly(
        [
          [30, 14],
          [42, 9],
          [50, 15],
          [58, 9],
          [70, 14],
          [92, 30],
          [82, 44],
          [72, 37],
          [72, 92],
          [28, 92],
          [28, 37],
          [18, 44],
          [8, 30],
        ],
        body,
      );
      line(42, 10, 50, 16, 2.5, detail);
      line(50, 16, 58, 10, 2.5, detail);
      return;
    case 'dress':
      line(40, 4, 40, 14, 2.5, body);
      line(60, 4, 60, 14, 2.5, body);
      poly(
        [
          [38, 12],
          [62, 12],
          [64, 32],
          [57, 42],
          [84, 94],
          [16, 94],
          [43, 42],
          [36, 32],
        ],
        body,
      );
      rect(41, 38, 18, 5, 2, detail);
      return;
    case 'shoe':
      poly(
        [
          [6, 66],
          [8, 46],
          [28, 42],
          [44, 28],
          [60, 30],
          [64, 46],
          [90, 56],
          [95, 70],
          [6, 70],
        ],
        body,
      );
      rect(4, 68, 93, 10, 4, detail);
      line(40, 36, 48, 44, 2, detail);
      line(46, 33, 54, 41, 2, detail);
      return;
    case 'mug':
      canvas.ring(X(72), Y(56), L(14), L(7), body);
      rect(18, 28, 52, 62, 8, body);
      rect(24, 40, 40, 6, 3, detail);
      line(34, 8, 32, 20, 3, detail);
      line(46, 6, 44, 20, 3, detail);
      line(58, 8, 56, 20, 3, detail);
      return;
    case 'lamp':
      poly(
        [
          [30, 10],
          [70, 10],
          [84, 46],
          [16, 46],
        ],
        body,
      );
      line(50, 46, 50, 86, 5, body);
      canvas.ellipse(X(50), Y(90), L(22), L(6), body);
      rect(30, 40, 40, 3, 1.5, detail);
      return;
    case 'pillow':
      rect(10, 26, 80, 52, 20, body);
      rect(18, 34, 64, 36, 15, detail);
      rect(24, 40, 52, 24, 11, body);
      return;
    case 'bottle':
      rect(41, 6, 18, 16, 3, detail);
      rect(44, 20, 12, 10, 2, body);
      rect(28, 28, 44, 66, 12, body);
      rect(35, 46, 30, 28, 4, detail);
      return;
    case 'perfume':
      rect(42, 8, 16, 16, 3, detail);
      rect(45, 22, 10, 10, 2, body);
      rect(20, 32, 60, 58, 14, body);
      canvas.circle(X(50), Y(61), L(14), detail);
      return;
    case 'dumbbell':
      line(18, 50, 82, 50, 7, body);
      rect(14, 28, 13, 44, 4, body);
      rect(73, 28, 13, 44, 4, body);
      rect(5, 35, 10, 30, 3, body);
      rect(85, 35, 10, 30, 3, body);
      rect(45, 46, 10, 8, 2, detail);
      return;
    case 'backpack':
      canvas.ring(X(50), Y(16), L(9), L(4), body);
      rect(22, 18, 56, 76, 16, body);
      rect(30, 56, 40, 30, 8, detail);
      line(36, 60, 64, 60, 2.5, body);
      return;
    default:
      kind satisfies never;
  }
}
