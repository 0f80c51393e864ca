import { GLYPH, glyphPixels } from './font.js';
import { encodePng } from './png.js';

/** A colour as red, green and blue from 0 to 255. */
export type Rgb = readonly [number, number, number];

/** A point `[x, y]` in pixels. */
export type Point = readonly [number, number];

/** Options of a filled shape. */
export interface PaintOptions {
  /** Opacity from 0 to 1. @default 1 */
  readonly alpha?: number;
  /** Width of the edge's fade in pixels: 1 anti-aliases, more gives a soft edge. @default 1 */
  readonly softness?: number;
}

/** `Math.hypot` of two numbers, several times faster (this runs per pixel). */
function length(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}

function clamp(value: number, low: number, high: number): number {
  return value < low ? low : value > high ? high : value;
}

/** Mixes two colours: `t` 0 gives `a`, 1 gives `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A colour from `#rrggbb`. */
export function hex(value: string): Rgb {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/**
 * A small software canvas over RGB pixels: gradients, anti-aliased shapes drawn from signed
 * distance functions, and pixel-font text. Deterministic: no randomness, no system fonts.
 */
export class Raster {
  /** The pixels, RGB, rows top to bottom. */
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  private blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    if (alpha >= 1) {
      p[i] = color[0];
      p[i + 1] = color[1];
      p[i + 2] = color[2];
      return;
    }
    p[i] = Math.round((p[i] as number) + (color[0] - (p[i] as number)) * alpha);
    p[i + 1] = Math.round((p[i + 1] as number) + (color[1] - (p[i + 1] as number)) * alpha);
    p[i + 2] = Math.round((p[i + 2] as number) + (color[2] - (p[i + 2] as number)) * alpha);
  }

  /** Fills an axis-aligned rectangle, no anti-aliasing. */
  fillRect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(this.width, Math.ceil(x + w));
    const y1 = Math.min(this.height, Math.ceil(y + h));
    for (let py = y0; py < y1; py += 1)
      for (let px = x0; px < x1; px += 1) this.blend(px, py, color, alpha);
  }

  /** Fills the whole canvas with a linear gradient from `from` to `to` along the angle (degrees). */
  gradient(from: Rgb, to: Rgb, angleDegrees = 90): void {
    const angle = (angleDegrees * Math.PI) / 180;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const corners = [0, this.width * dx, this.height * dy, this.width * dx + this.height * dy];
    const low = Math.min(...corners);
    const span = Math.max(...corners) - low || 1;
    const [r0, g0, b0] = from;
    const dr = to[0] - r0;
    const dg = to[1] - g0;
    const db = to[2] - b0;
    const p = this.pixels;
    for (let y = 0, i = 0; y < this.height; y += 1) {
      for (let x = 0; x < this.width; x += 1, i += 3) {
        const t = (x * dx + y * dy - low) / span;
        p[i] = Math.round(r0 + dr * t);
        p[i + 1] = Math.round(g0 + dg * t);
        p[i + 2] = Math.round(b0 + db * t);
      }
    }
  }

  /**
   * Paints the shape whose signed distance (negative inside, in pixels) `distance` gives, within
   * the bounding box `[x0, y0, x1, y1]`.
   */
  shape(
    distance: (x: number, y: number) => number,
    box: readonly [number, number, number, number],
    color: Rgb,
    options: PaintOptions = {},
  ): void {
    const { alpha = 1, softness = 1 } = options;
    const pad = Math.ceil(softness) + 1;
    const x0 = Math.max(0, Math.floor(box[0]) - pad);
    const y0 = Math.max(0, Math.floor(box[1]) - pad);
    const x1 = Math.min(this.width, Math.ceil(box[2]) + pad);
    const y1 = Math.min(this.height, Math.ceil(box[3]) + pad);
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const coverage = clamp(0.5 - distance(x + 0.5, y + 0.5) / softness, 0, 1);
        if (coverage > 0) this.blend(x, y, color, coverage * alpha);
      }
    }
  }

  /** A circle. */
  circle(cx: number, cy: number, r: number, color: Rgb, options?: PaintOptions): void {
    this.shape(
      (x, y) => length(x - cx, y - cy) - r,
      [cx - r, cy - r, cx + r, cy + r],
      color,
      options,
    );
  }

  /** An ellipse (approximate distance, exact enough for edges a pixel wide). */
  ellipse(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    color: Rgb,
    options?: PaintOptions,
  ): void {
    const k = Math.min(rx, ry);
    this.shape(
      (x, y) => (length((x - cx) / rx, (y - cy) / ry) - 1) * k,
      [cx - rx, cy - ry, cx + rx, cy + ry],
      color,
      options,
    );
  }

  /** A ring: a circle's outline `thickness` wide. */
  ring(
    cx: number,
    cy: number,
    r: number,
    thickness: number,
    color: Rgb,
    options?: PaintOptions,
  ): void {
    this.shape(
      (x, y) => Math.abs(length(x - cx, y - cy) - r) - thickness / 2,
      [cx - r - thickness, cy - r - thickness, cx + r + thickness, cy + r + thickness],
      color,
      options,
    );
  }

  /** A rectangle with rounded corners. */
  roundRect(
    x: number,
    y: number,
    w: number,
    h: number,
    radius: number,
    color: Rgb,
    options?: PaintOptions,
  ): void {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const r = Math.min(radius, w / 2, h / 2);
    this.shape(
      (px, py) => {
        const qx = Math.abs(px - cx) - w / 2 + r;
        const qy = Math.abs(py - cy) - h / 2 + r;
        return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
      },
      [x, y, x + w, y + h],
      color,
      options,
    );
  }

  /** A thick line with round ends. */
  line(a: Point, b: Point, width: number, color: Rgb, options?: PaintOptions): void {
    const [ax, ay] = a;
    const [bx, by] = b;
    const lx = bx - ax;
    const ly = by - ay;
    const length2 = lx * lx + ly * ly || 1;
    this.shape(
      (x, y) => {
        const t = clamp(((x - ax) * lx + (y - ay) * ly) / length2, 0, 1);
        return length(x - ax - lx * t, y - ay - ly * t) - width / 2;
      },
      [
        Math.min(ax, bx) - width,
        Math.min(ay, by) - width,
        Math.max(ax, bx) + width,
        Math.max(ay, by) + width,
      ],
      color,
      options,
    );
  }

  /** A filled polygon (any simple polygon, even-odd inside test). */
  polygon(points: readonly Point[], color: Rgb, options?: PaintOptions): void {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.shape(
      (x, y) => {
        let nearest = Number.POSITIVE_INFINITY;
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
          const [xi, yi] = points[i] as Point;
          const [xj, yj] = points[j] as Point;
          const ex = xj - xi;
          const ey = yj - yi;
          const t = clamp(((x - xi) * ex + (y - yi) * ey) / (ex * ex + ey * ey || 1), 0, 1);
          nearest = Math.min(nearest, length(x - xi - ex * t, y - yi - ey * t));
          if (yi > y !== yj > y && x < (ex * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside ? -nearest : nearest;
      },
      [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      color,
      options,
    );
  }

  /** Width in pixels of `text` in the pixel font at `scale` pixels per font pixel. */
  static textWidth(text: string, scale: number): number {
    return text.length === 0 ? 0 : (text.length * GLYPH.advance - 1) * scale;
  }

  /** Draws `text` in the pixel font with its top-left corner at (x, y). */
  text(text: string, x: number, y: number, scale: number, color: Rgb, alpha = 1): void {
    [...text].forEach((char, index) => {
      const left = x + index * GLYPH.advance * scale;
      for (const [column, row] of glyphPixels(char)) {
        this.fillRect(left + column * scale, y + row * scale, scale, scale, color, alpha);
      }
    });
  }

  /** Draws `text` centred horizontally on `cx`. */
  centredText(text: string, cx: number, y: number, scale: number, color: Rgb, alpha = 1): void {
    this.text(text, Math.round(cx - Raster.textWidth(text, scale) / 2), y, scale, color, alpha);
  }

  /** The canvas as PNG bytes. */
  toPng(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}

/** Splits `text` into at most `maxLines` lines of at most `maxChars` characters, at spaces. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word.length > maxChars ? `${word.slice(0, maxChars - 1)}-` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] as string;
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 3))}...`;
  return kept;
}
