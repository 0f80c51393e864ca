/**
 * Offline sample pictures for stories and tests: SVG data addresses, so screenshots never
 * depend on the network.
 */
export function sampleImage(hue: number, width = 300, height = 300): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,75%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,55%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="rgba(255,255,255,0.45)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A picture address that never loads (fallback states). */
export const BROKEN_IMAGE = 'data:image/png;base64,AAAA';

/** A display currency for stories and tests: dollars at rate 1. */
export const DOLLARS = { language: 'en', symbol: '$', rate: '1' } as const;

/** A display currency with a rate: yen, 1 stored unit per 0.05 yen. */
export const YEN = { language: 'ja', symbol: '¥', rate: '0.05' } as const;

/** Two shops of cart input for stories and tests (the domain's `computeCart` derives the rest). */
export const CART_INPUT = [
  {
    shop_id: 12,
    shop_name: 'Green Valley Tea House',
    products: [
      {
        goods_id: 1,
        sku_id: 11,
        title: 'Hand-made celadon tea set with four cups',
        image: sampleImage(150),
        sku: { id: 11, price: '128.50', difference: ['Celadon', '4 cups'] },
        number: 1,
        checked: true,
      },
      {
        goods_id: 2,
        sku_id: 21,
        title: 'Spring Longjing green tea, 250 g',
        image: sampleImage(90),
        sku: { id: 21, price: '39.90' },
        number: 3,
        checked: false,
      },
    ],
  },
  {
    shop_id: 30,
    shop_name: 'ร้านเซรามิกเชียงใหม่',
    products: [
      {
        goods_id: 5,
        sku_id: 51,
        title: 'Stoneware bowl',
        image: sampleImage(20),
        sku: { id: 51, price: '12.00', difference: ['Blue'] },
        number: 2,
        checked: true,
      },
    ],
  },
];
