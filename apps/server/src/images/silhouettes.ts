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

/** A box in pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * A product shape as SVG vector shapes in the square `box` (the shapes are designed on a 100 x 100
 * grid and stay inside it): the body in `body`, details in `detail` (CSS colours).
 */
export function silhouetteSvg(
  kind: SilhouetteKind,
  box: Box,
  body: string,
  detail: string,
): string {
  const k = box.width / 100;
  const poly = (points: string, color: string) => `<polygon points="${points}" fill="${color}"/>`;
  const rect = (x: number, y: number, w: number, h: number, r: number, color: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${color}"/>`;
  const line = (x1: number, y1: number, x2: number, y2: number, w: number, color: string) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;
  const circle = (cx: number, cy: number, r: number, color: string) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
  const ring = (cx: number, cy: number, r: number, w: number, color: string) =>
    `<circle cx="${cx}" cy="${cy}" r="${r - w / 2}" fill="none" stroke="${color}" stroke-width="${w}"/>`;
  let shapes: string;
  switch (kind) {
    case 'phone':
      shapes =
        rect(28, 4, 44, 92, 8, body) +
        rect(32, 12, 36, 74, 3, detail) +
        circle(50, 8, 1.4, detail) +
        rect(44, 89, 12, 2.5, 1.2, detail);
      break;
    case 'headphones':
      shapes =
        `<path d="M16 58 A34 40 0 0 1 84 58" fill="none" stroke="${body}" stroke-width="7" stroke-linecap="round"/>` +
        rect(8, 50, 20, 34, 9, body) +
        rect(72, 50, 20, 34, 9, body) +
        rect(13, 56, 10, 22, 5, detail) +
        rect(77, 56, 10, 22, 5, detail);
      break;
    case 'watch':
      shapes =
        rect(38, 2, 24, 96, 7, body) +
        circle(50, 50, 26, body) +
        circle(50, 50, 20, detail) +
        line(50, 50, 50, 37, 3, body) +
        line(50, 50, 60, 55, 3, body) +
        rect(75, 45, 5, 10, 2, body);
      break;
    case 'tshirt':
      shapes =
        poly('30,14 42,9 50,15 58,9 70,14 92,30 82,44 72,37 72,92 28,92 28,37 18,44 8,30', body) +
        line(42, 10, 50, 16, 2.5, detail) +
        line(50, 16, 58, 10, 2.5, detail);
      break;
    case 'dress':
      shapes =
        line(40, 4, 40, 14, 2.5, body) +
        line(60, 4, 60, 14, 2.5, body) +
        poly('38,12 62,12 64,32 57,42 84,94 16,94 43,42 36,32', body) +
        rect(41, 38, 18, 5, 2, detail);
      break;
    case 'shoe':
      shapes =
        poly('6,66 8,46 28,42 44,28 60,30 64,46 90,56 95,70 6,70', body) +
        rect(4, 68, 93, 10, 4, detail) +
        line(40, 36, 48, 44, 2, detail) +
        line(46, 33, 54, 41, 2, detail);
      break;
    case 'mug':
      shapes =
        ring(72, 56, 14, 7, body) +
        rect(18, 28, 52, 62, 8, body) +
        rect(24, 40, 40, 6, 3, detail) +
        line(34, 8, 32, 20, 3, detail) +
        line(46, 6, 44, 20, 3, detail) +
        line(58, 8, 56, 20, 3, detail);
      break;
    case 'lamp':
      shapes =
        poly('30,10 70,10 84,46 16,46', body) +
        line(50, 46, 50, 86, 5, body) +
        `<ellipse cx="50" cy="90" rx="22" ry="6" fill="${body}"/>` +
        rect(30, 40, 40, 3, 1.5, detail);
      break;
    case 'pillow':
      shapes =
        rect(10, 26, 80, 52, 20, body) +
        rect(18, 34, 64, 36, 15, detail) +
        rect(24, 40, 52, 24, 11, body);
      break;
    case 'bottle':
      shapes =
        rect(41, 6, 18, 16, 3, detail) +
        rect(44, 20, 12, 10, 2, body) +
        rect(28, 28, 44, 66, 12, body) +
        rect(35, 46, 30, 28, 4, detail);
      break;
    case 'perfume':
      shapes =
        rect(42, 8, 16, 16, 3, detail) +
        rect(45, 22, 10, 10, 2, body) +
        rect(20, 32, 60, 58, 14, body) +
        circle(50, 61, 14, detail);
      break;
    case 'dumbbell':
      shapes =
        line(18, 50, 82, 50, 7, body) +
        rect(14, 28, 13, 44, 4, body) +
        rect(73, 28, 13, 44, 4, body) +
        rect(5, 35, 10, 30, 3, body) +
        rect(85, 35, 10, 30, 3, body) +
        rect(45, 46, 10, 8, 2, detail);
      break;
    case 'backpack':
      shapes =
        ring(50, 16, 9, 4, body) +
        rect(22, 18, 56, 76, 16, body) +
        rect(30, 56, 40, 30, 8, detail) +
        line(36, 60, 64, 60, 2.5, body);
      break;
    default:
      kind satisfies never;
      shapes = '';
  }
  return `<g transform="translate(${box.x} ${box.y}) scale(${k})">${shapes}</g>`;
}
