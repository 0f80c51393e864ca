import type { LanguageCode } from '@bazaar/domain';
import type { SilhouetteKind } from '../images/silhouettes.js';

/**
 * The demo catalogue: every title and price is written here, so every machine seeds the same
 * shop. Prices are in the base currency (US dollars: English rate 1).
 */

/** A colour scheme of a top-level category: two light background tones and a deep shape tone. */
export interface Palette {
  readonly light: string;
  readonly lighter: string;
  readonly deep: string;
}

/** One option of a specification and what it adds to the base price. */
export interface SpecOption {
  readonly value: string;
  /** Added to the price (and list price) of SKUs with this option, e.g. '60.00'. */
  readonly extra: string;
}

/** A specification of a leaf category's goods (`Colour: Black, White`). */
export interface SpecDefinition {
  readonly name: string;
  readonly options: readonly SpecOption[];
}

/** A product: title, price and struck-through list price. */
export type ProductRow = readonly [title: string, price: string, marketPrice: string];

/** A second-level category with its goods. */
export interface LeafCategory {
  readonly key: string;
  readonly name: string;
  readonly kind: SilhouetteKind;
  readonly specs: readonly SpecDefinition[];
  /** The shop (by key) that sells these goods. */
  readonly shop: string;
  readonly products: readonly ProductRow[];
}

/** A top-level category. */
export interface TopCategory {
  readonly name: string;
  readonly palette: Palette;
  readonly children: readonly LeafCategory[];
}

/** The specifications whose options are colours: each option's SKUs get a picture in it. */
export const COLOUR_SPECS: readonly string[] = ['Colour', 'Finish'];

/** The shade of each colour option of the catalogue (its SKUs' pictures). */
export const COLOUR_SWATCHES: Readonly<Record<string, string>> = {
  'Midnight Black': '#1f2430',
  'Glacier Silver': '#aab4c3',
  'Ocean Blue': '#1f6fb8',
  Black: '#26262b',
  White: '#eceef2',
  Navy: '#22345e',
  Grey: '#8a9099',
  Floral: '#d46a8f',
  Cream: '#e9dcc0',
  Sage: '#8fa98a',
  Brass: '#b58b3b',
  'Matte Black': '#34343a',
  Olive: '#6f7440',
  Sand: '#c9b08a',
};

const option = (value: string, extra = '0.00'): SpecOption => ({ value, extra });
const plain = (...values: string[]) => values.map((value) => option(value));

export const CATEGORY_TREE: readonly TopCategory[] = [
  {
    name: 'Electronics',
    palette: { light: '#dbe8ff', lighter: '#f3f7ff', deep: '#2f5fb3' },
    children: [
      {
        key: 'phones',
        name: 'Phones',
        kind: 'phone',
        shop: 'techhub',
        specs: [
          { name: 'Colour', options: plain('Midnight Black', 'Glacier Silver', 'Ocean Blue') },
          { name: 'Storage', options: [option('128GB'), option('256GB', '60.00')] },
        ],
        products: [
          ['Aurora X12 Smartphone, 6.5" AMOLED, 5G', '399.00', '459.00'],
          ['Nimbus Lite 4 Smartphone, Dual SIM', '189.00', '229.00'],
          ['Vertex Pro Max 5G Smartphone', '899.00', '999.00'],
          ['Kite Mini Compact Phone', '279.00', '319.00'],
          ['Orion Fold Flip Phone 5G', '749.00', '849.00'],
          ['Pulse S7 Gaming Phone, 144Hz', '549.00', '629.00'],
          ['Lumen Note 10 Stylus Phone', '459.00', '529.00'],
          ['Terra Rugged Phone IP68', '329.00', '379.00'],
          ['Nova 9 Camera Phone, 108MP', '499.00', '569.00'],
          ['Echo Senior Phone, Big Buttons', '89.00', '109.00'],
          ['Zephyr Slim 5G Smartphone', '349.00', '399.00'],
          ['Atlas Ultra Business Phone', '679.00', '749.00'],
        ],
      },
      {
        key: 'audio',
        name: 'Audio',
        kind: 'headphones',
        shop: 'techhub',
        specs: [{ name: 'Colour', options: plain('Black', 'White') }],
        products: [
          ['Halo ANC Wireless Headphones', '129.00', '159.00'],
          ['Cadence Studio Monitor Headphones', '99.00', '119.00'],
          ['Breeze True Wireless Earbuds', '49.00', '69.00'],
          ['Bassline Over-Ear Headphones', '79.00', '99.00'],
          ['Whisper Sleep Earbuds', '59.00', '75.00'],
          ['Arena Gaming Headset with Mic', '69.00', '89.00'],
          ['Tempo Sport Neckband Earphones', '29.00', '39.00'],
          ['Solo Kids Volume-Safe Headphones', '25.00', '32.00'],
          ['Echo Open-Ear Bone Conduction', '89.00', '109.00'],
          ['Harmony Hi-Fi Wired Earphones', '39.00', '49.00'],
          ['Voyager Travel ANC Headphones', '179.00', '219.00'],
          ['Pixel Pods Wireless Earbuds Pro', '119.00', '149.00'],
        ],
      },
      {
        key: 'wearables',
        name: 'Wearables',
        kind: 'watch',
        shop: 'techhub',
        specs: [{ name: 'Size', options: [option('40mm'), option('44mm', '20.00')] }],
        products: [
          ['Chrono Fit Smartwatch, GPS', '149.00', '179.00'],
          ['Pulse Band 5 Fitness Tracker', '39.00', '49.00'],
          ['Meridian Classic Hybrid Watch', '129.00', '159.00'],
          ['Aqua Swim Smartwatch 50m', '169.00', '199.00'],
          ['Kids Buddy GPS Watch', '59.00', '79.00'],
          ['Summit Outdoor Smartwatch', '249.00', '299.00'],
          ['Lyra Slim Smartwatch', '119.00', '139.00'],
          ['Core Heart Rate Chest Strap', '45.00', '55.00'],
          ['Orbit AMOLED Smartwatch', '189.00', '219.00'],
          ['Step Basic Pedometer Watch', '19.00', '25.00'],
          ['Vital Sleep Tracking Watch', '199.00', '249.00'],
          ['Trail Solar Sports Watch', '219.00', '259.00'],
        ],
      },
    ],
  },
  {
    name: 'Fashion',
    palette: { light: '#ffe0e6', lighter: '#fff5f7', deep: '#b23a5a' },
    children: [
      {
        key: 'tops',
        name: "Men's Tops",
        kind: 'tshirt',
        shop: 'urbanthreads',
        specs: [
          { name: 'Colour', options: plain('White', 'Navy', 'Grey') },
          { name: 'Size', options: plain('S', 'M', 'L', 'XL') },
        ],
        products: [
          ['Essential Cotton Crew T-Shirt', '12.90', '16.90'],
          ['Oxford Slim Fit Shirt', '29.90', '39.90'],
          ['Heavyweight Pocket Tee', '16.90', '21.90'],
          ['Linen Summer Shirt', '34.90', '44.90'],
          ['Classic Pique Polo Shirt', '22.90', '29.90'],
          ['Merino Wool Sweater', '59.90', '79.90'],
          ['Zip Hoodie Fleece', '39.90', '49.90'],
          ['Graphic Print Street Tee', '14.90', '19.90'],
          ['Flannel Check Shirt', '27.90', '35.90'],
          ['Performance Running Top', '19.90', '25.90'],
          ['Henley Long Sleeve Tee', '21.90', '27.90'],
          ['Denim Work Shirt', '32.90', '42.90'],
        ],
      },
      {
        key: 'dresses',
        name: 'Dresses',
        kind: 'dress',
        shop: 'urbanthreads',
        specs: [
          { name: 'Colour', options: plain('Black', 'Floral') },
          { name: 'Size', options: plain('S', 'M', 'L') },
        ],
        products: [
          ['Floral Wrap Midi Dress', '39.90', '54.90'],
          ['Little Black Cocktail Dress', '49.90', '64.90'],
          ['Linen Shirt Dress', '44.90', '59.90'],
          ['Boho Maxi Summer Dress', '42.90', '56.90'],
          ['Knit Sweater Dress', '47.90', '62.90'],
          ['Pleated Chiffon Dress', '52.90', '69.90'],
          ['Denim Pinafore Dress', '36.90', '46.90'],
          ['Satin Slip Evening Dress', '59.90', '79.90'],
          ['Polka Dot Tea Dress', '34.90', '44.90'],
          ['Ribbed Bodycon Dress', '29.90', '39.90'],
          ['Tiered Cotton Sundress', '32.90', '42.90'],
          ['Smocked Puff Sleeve Dress', '38.90', '49.90'],
        ],
      },
      {
        key: 'shoes',
        name: 'Shoes',
        kind: 'shoe',
        shop: 'urbanthreads',
        specs: [{ name: 'Size', options: plain('39', '40', '41', '42', '43') }],
        products: [
          ['CloudStep Running Shoes', '69.90', '89.90'],
          ['Classic White Leather Sneakers', '59.90', '79.90'],
          ['Trailblazer Hiking Boots', '89.90', '119.90'],
          ['Canvas Low-Top Sneakers', '29.90', '39.90'],
          ['Suede Chelsea Boots', '79.90', '99.90'],
          ['Slip-On Knit Loafers', '44.90', '59.90'],
          ['Court Pro Basketball Shoes', '99.90', '129.90'],
          ['Comfort Walk Sandals', '34.90', '44.90'],
          ['Oxford Leather Dress Shoes', '84.90', '109.90'],
          ['Memory Foam House Slippers', '19.90', '24.90'],
          ['Retro Runner Sneakers', '64.90', '84.90'],
          ['Waterproof Rain Boots', '39.90', '49.90'],
        ],
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    palette: { light: '#dcf3e4', lighter: '#f4fbf6', deep: '#2e7d4f' },
    children: [
      {
        key: 'kitchen',
        name: 'Kitchen',
        kind: 'mug',
        shop: 'casaliving',
        specs: [{ name: 'Colour', options: plain('Cream', 'Sage') }],
        products: [
          ['Stoneware Coffee Mug 350 ml', '9.90', '12.90'],
          ['Double Wall Glass Cup Set', '19.90', '25.90'],
          ['Enamel Camping Mug', '11.90', '14.90'],
          ['Ceramic Pour-Over Coffee Set', '34.90', '44.90'],
          ['Insulated Travel Tumbler', '24.90', '29.90'],
          ['Matcha Tea Bowl with Whisk', '27.90', '34.90'],
          ['Espresso Cup Set of 4', '22.90', '28.90'],
          ['Hand-Glazed Latte Mug', '14.90', '18.90'],
          ['Bamboo Lid Storage Jar', '12.90', '16.90'],
          ['Cast Iron Teapot 800 ml', '39.90', '49.90'],
          ['Kids Melamine Cup Set', '13.90', '17.90'],
          ['Stainless French Press 1 L', '29.90', '37.90'],
        ],
      },
      {
        key: 'lighting',
        name: 'Lighting',
        kind: 'lamp',
        shop: 'casaliving',
        specs: [{ name: 'Finish', options: plain('Brass', 'Matte Black') }],
        products: [
          ['Nordic Arc Floor Lamp', '89.00', '119.00'],
          ['Mushroom Glass Table Lamp', '45.00', '59.00'],
          ['LED Desk Lamp with USB Port', '35.00', '45.00'],
          ['Rattan Pendant Light', '69.00', '89.00'],
          ['Smart Colour Bedside Lamp', '49.00', '65.00'],
          ['Industrial Clip Work Light', '29.00', '38.00'],
          ['Linen Shade Tripod Lamp', '79.00', '99.00'],
          ['Rechargeable Cordless Table Lamp', '39.00', '52.00'],
          ['Globe Wall Sconce', '55.00', '72.00'],
          ['Sunset Projection Lamp', '25.00', '34.00'],
          ['Marble Base Reading Lamp', '65.00', '85.00'],
          ['Paper Lantern Pendant', '22.00', '29.00'],
        ],
      },
      {
        key: 'bedding',
        name: 'Bedding',
        kind: 'pillow',
        shop: 'casaliving',
        specs: [
          {
            name: 'Size',
            options: [option('Single'), option('Double', '10.00'), option('King', '20.00')],
          },
        ],
        products: [
          ['Memory Foam Contour Pillow', '34.90', '44.90'],
          ['Down Alternative Pillow 2-Pack', '29.90', '39.90'],
          ['Silk Pillowcase 22 Momme', '24.90', '32.90'],
          ['Cooling Gel Pillow', '39.90', '49.90'],
          ['Linen Duvet Cover Set', '89.90', '119.90'],
          ['Weighted Throw Blanket', '59.90', '79.90'],
          ['Bamboo Sheet Set', '69.90', '89.90'],
          ['Knitted Cushion Cover', '14.90', '19.90'],
          ['Waterproof Mattress Protector', '27.90', '35.90'],
          ['Buckwheat Hull Pillow', '32.90', '42.90'],
          ['Fleece Sherpa Blanket', '36.90', '46.90'],
          ['Body Pillow with Cover', '44.90', '56.90'],
        ],
      },
    ],
  },
  {
    name: 'Beauty',
    palette: { light: '#ece0ff', lighter: '#f8f4ff', deep: '#6a3fb0' },
    children: [
      {
        key: 'skincare',
        name: 'Skincare',
        kind: 'bottle',
        shop: 'glowbeauty',
        specs: [{ name: 'Volume', options: [option('50 ml'), option('100 ml', '8.00')] }],
        products: [
          ['Hydra Boost Hyaluronic Serum', '18.90', '24.90'],
          ['Gentle Foaming Cleanser', '11.90', '14.90'],
          ['Vitamin C Brightening Serum', '21.90', '27.90'],
          ['Daily Moisturizer SPF 30', '16.90', '21.90'],
          ['Retinol Night Cream', '24.90', '31.90'],
          ['Green Tea Toner Mist', '12.90', '16.90'],
          ['Ceramide Repair Lotion', '15.90', '19.90'],
          ['Niacinamide 10% Serum', '13.90', '17.90'],
          ['Micellar Cleansing Water', '9.90', '12.90'],
          ['Rosehip Facial Oil', '19.90', '25.90'],
          ['Aloe Soothing Gel', '8.90', '11.90'],
          ['Peptide Eye Cream', '22.90', '28.90'],
        ],
      },
      {
        key: 'fragrance',
        name: 'Fragrance',
        kind: 'perfume',
        shop: 'glowbeauty',
        specs: [
          {
            name: 'Volume',
            options: [option('30 ml'), option('50 ml', '20.00'), option('100 ml', '45.00')],
          },
        ],
        products: [
          ['Amber Noir Eau de Parfum', '59.00', '79.00'],
          ['Citrus Bloom Eau de Toilette', '39.00', '52.00'],
          ['Velvet Rose Eau de Parfum', '65.00', '85.00'],
          ['Ocean Drift Cologne', '45.00', '59.00'],
          ['Vanilla Musk Body Mist', '19.00', '25.00'],
          ['Cedar and Sage Eau de Parfum', '69.00', '89.00'],
          ['White Tea Eau de Toilette', '42.00', '55.00'],
          ['Oud Royale Extrait', '99.00', '129.00'],
          ['Peony Blush Eau de Parfum', '55.00', '72.00'],
          ['Fresh Linen Room Spray', '15.00', '19.00'],
          ['Neroli Sun Eau de Toilette', '48.00', '62.00'],
          ['Leather Tobacco Eau de Parfum', '79.00', '99.00'],
        ],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    palette: { light: '#ffe8d1', lighter: '#fff7ef', deep: '#c05a12' },
    children: [
      {
        key: 'fitness',
        name: 'Fitness',
        kind: 'dumbbell',
        shop: 'peaksports',
        specs: [{ name: 'Weight', options: [option('5 kg'), option('10 kg', '12.00')] }],
        products: [
          ['Adjustable Dumbbell Pair', '79.00', '99.00'],
          ['Neoprene Hex Dumbbell', '19.00', '25.00'],
          ['Cast Iron Kettlebell', '29.00', '38.00'],
          ['Resistance Band Set of 5', '15.00', '20.00'],
          ['Non-Slip Yoga Mat 6 mm', '24.00', '32.00'],
          ['Speed Jump Rope', '9.00', '12.00'],
          ['Foam Roller Deep Tissue', '18.00', '24.00'],
          ['Pull-Up Door Bar', '29.00', '39.00'],
          ['Ab Wheel Roller', '12.00', '16.00'],
          ['Weighted Vest', '49.00', '65.00'],
          ['Grip Strength Trainer', '8.00', '11.00'],
          ['Rubber Bumper Plate', '39.00', '52.00'],
        ],
      },
      {
        key: 'bags',
        name: 'Bags',
        kind: 'backpack',
        shop: 'peaksports',
        specs: [{ name: 'Colour', options: plain('Black', 'Olive', 'Sand') }],
        products: [
          ['Commuter Laptop Backpack 15.6"', '49.90', '64.90'],
          ['Rolltop Waterproof Backpack', '59.90', '79.90'],
          ['Mini Everyday Daypack', '29.90', '39.90'],
          ['Hiking Backpack 40 L', '79.90', '99.90'],
          ['Canvas School Backpack', '34.90', '44.90'],
          ['Anti-Theft Travel Backpack', '54.90', '69.90'],
          ['Kids Cartoon Backpack', '19.90', '25.90'],
          ['Leather Business Backpack', '99.90', '129.90'],
          ['Gym Drawstring Bag', '12.90', '16.90'],
          ['Cabin Carry-On Backpack', '64.90', '84.90'],
          ['Camera Sling Backpack', '69.90', '89.90'],
          ['Foldable Packable Backpack', '16.90', '21.90'],
        ],
      },
    ],
  },
];

/** Platform goods of the wholesale market: `[leaf key, title, wholesale, suggested retail, spec]`. */
export const MARKET_GOODS: ReadonlyArray<
  readonly [leaf: string, title: string, wholesale: string, retail: string, spec: SpecDefinition]
> = [
  [
    'phones',
    'Basic 4G Smartphone, 64GB',
    '52.00',
    '89.00',
    { name: 'Colour', options: plain('Black', 'Blue') },
  ],
  [
    'phones',
    'Budget 5G Smartphone, 128GB',
    '98.00',
    '159.00',
    { name: 'Colour', options: plain('Black', 'Green') },
  ],
  [
    'audio',
    'Wireless Earbuds with Charging Case',
    '11.50',
    '29.90',
    { name: 'Colour', options: plain('White', 'Black') },
  ],
  [
    'audio',
    'Foldable Bluetooth Headphones',
    '14.00',
    '34.90',
    { name: 'Colour', options: plain('Black', 'Pink') },
  ],
  [
    'wearables',
    'Fitness Smart Band',
    '8.80',
    '24.90',
    { name: 'Colour', options: plain('Black', 'Teal') },
  ],
  [
    'wearables',
    'Square Smartwatch with Calls',
    '19.50',
    '49.90',
    { name: 'Colour', options: plain('Black', 'Silver') },
  ],
  [
    'tops',
    'Basic Cotton T-Shirt',
    '3.20',
    '9.90',
    { name: 'Size', options: plain('S', 'M', 'L', 'XL') },
  ],
  [
    'dresses',
    'Casual Summer Dress',
    '9.80',
    '24.90',
    { name: 'Size', options: plain('S', 'M', 'L') },
  ],
  [
    'shoes',
    'Breathable Mesh Sneakers',
    '12.60',
    '32.90',
    { name: 'Size', options: plain('40', '41', '42', '43') },
  ],
  [
    'kitchen',
    'Ceramic Mug with Lid',
    '2.40',
    '8.90',
    { name: 'Colour', options: plain('White', 'Grey') },
  ],
  [
    'lighting',
    'LED Night Light Lamp',
    '4.30',
    '12.90',
    { name: 'Colour', options: plain('Warm White', 'Cool White') },
  ],
  [
    'bedding',
    'Hotel Pillow Insert',
    '5.90',
    '16.90',
    { name: 'Size', options: plain('Standard', 'Queen') },
  ],
  [
    'skincare',
    'Hydrating Face Serum 30 ml',
    '2.80',
    '11.90',
    { name: 'Type', options: plain('Normal Skin', 'Dry Skin') },
  ],
  [
    'fragrance',
    'Travel Perfume Spray 10 ml',
    '3.10',
    '12.90',
    { name: 'Scent', options: plain('Floral', 'Woody') },
  ],
  [
    'fitness',
    'Vinyl Dumbbell 2 kg',
    '3.60',
    '9.90',
    { name: 'Colour', options: plain('Purple', 'Blue') },
  ],
  [
    'bags',
    'Water-Resistant Backpack',
    '8.90',
    '24.90',
    { name: 'Colour', options: plain('Black', 'Grey') },
  ],
];

/** How many market goods (the first ones) the demo merchant lists into its shop. */
export const MERCHANT_LISTED_MARKET_GOODS = 10;

/** A demo account. */
export interface DemoUser {
  readonly username: string;
  readonly password: string;
  readonly nickname: string;
  readonly money: string;
  readonly role: 'user' | 'operator';
  readonly gender: 0 | 1 | 2;
}

/** The accounts of the README, then the other shop owners and reviewers. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'buyer',
    password: 'buyer123',
    nickname: 'Bella Buyer',
    money: '5000.00',
    role: 'user',
    gender: 2,
  },
  {
    username: 'buyer2',
    password: 'buyer123',
    nickname: 'Brian Buyer',
    money: '1000.00',
    role: 'user',
    gender: 1,
  },
  {
    username: 'merchant',
    password: 'merchant123',
    nickname: 'Maya Merchant',
    money: '2000.00',
    role: 'user',
    gender: 2,
  },
  {
    username: 'admin',
    password: 'admin123',
    nickname: 'Platform Admin',
    money: '0.00',
    role: 'operator',
    gender: 0,
  },
  {
    username: 'techhub',
    password: 'merchant123',
    nickname: 'Tom Tech',
    money: '500.00',
    role: 'user',
    gender: 1,
  },
  {
    username: 'urbanthreads',
    password: 'merchant123',
    nickname: 'Uma Threads',
    money: '500.00',
    role: 'user',
    gender: 2,
  },
  {
    username: 'casaliving',
    password: 'merchant123',
    nickname: 'Carlos Casa',
    money: '500.00',
    role: 'user',
    gender: 1,
  },
  {
    username: 'glowbeauty',
    password: 'merchant123',
    nickname: 'Grace Glow',
    money: '500.00',
    role: 'user',
    gender: 2,
  },
  {
    username: 'peaksports',
    password: 'merchant123',
    nickname: 'Pete Peak',
    money: '500.00',
    role: 'user',
    gender: 1,
  },
  {
    username: 'amy_w',
    password: 'buyer123',
    nickname: 'Amy W.',
    money: '0.00',
    role: 'user',
    gender: 2,
  },
  {
    username: 'ben_k',
    password: 'buyer123',
    nickname: 'Ben K.',
    money: '0.00',
    role: 'user',
    gender: 1,
  },
  {
    username: 'chloe_l',
    password: 'buyer123',
    nickname: 'Chloe L.',
    money: '0.00',
    role: 'user',
    gender: 2,
  },
  {
    username: 'daniel_m',
    password: 'buyer123',
    nickname: 'Daniel M.',
    money: '0.00',
    role: 'user',
    gender: 1,
  },
  {
    // A shopper whose shop application waits for the operator (`seed-activity.ts`).
    username: 'nora_t',
    password: 'buyer123',
    nickname: 'Nora T.',
    money: '0.00',
    role: 'user',
    gender: 2,
  },
];

/** Who writes the seeded reviews, in turn. */
export const REVIEWERS = ['amy_w', 'ben_k', 'chloe_l', 'daniel_m', 'buyer', 'buyer2'] as const;

/** A shop: its key (the owner's username), name, and storefront texts. */
export interface DemoShop {
  readonly owner: string;
  readonly shopname: string;
  readonly keywords: string;
  readonly description: string;
  readonly city: string;
  readonly palette: Palette;
  readonly isStar: boolean;
}

export const DEMO_SHOPS: readonly DemoShop[] = [
  {
    owner: 'merchant',
    shopname: 'Bazaar Select',
    keywords: 'daily deals, wholesale picks, gifts',
    description: 'Hand-picked everyday goods at honest prices, shipped within 48 hours.',
    city: 'Singapore',
    palette: { light: '#fff1c9', lighter: '#fffaf0', deep: '#a86b00' },
    isStar: true,
  },
  {
    owner: 'techhub',
    shopname: 'TechHub Electronics',
    keywords: 'phones, headphones, smartwatches',
    description: 'Phones, audio and wearables with a 1-year warranty.',
    city: 'Shenzhen',
    palette: CATEGORY_TREE[0]!.palette,
    isStar: true,
  },
  {
    owner: 'urbanthreads',
    shopname: 'Urban Threads',
    keywords: 'fashion, dresses, sneakers',
    description: 'Everyday fashion for city life: tops, dresses and shoes.',
    city: 'Bangkok',
    palette: CATEGORY_TREE[1]!.palette,
    isStar: true,
  },
  {
    owner: 'casaliving',
    shopname: 'Casa Living',
    keywords: 'home, kitchen, lighting, bedding',
    description: 'Warm homeware: mugs, lamps and bedding that last.',
    city: 'Lisbon',
    palette: CATEGORY_TREE[2]!.palette,
    isStar: false,
  },
  {
    owner: 'glowbeauty',
    shopname: 'Glow Beauty',
    keywords: 'skincare, serum, perfume',
    description: 'Gentle skincare and fragrances, cruelty free.',
    city: 'Seoul',
    palette: CATEGORY_TREE[3]!.palette,
    isStar: true,
  },
  {
    owner: 'peaksports',
    shopname: 'Peak Sports',
    keywords: 'fitness, gym, backpacks, outdoor',
    description: 'Gear for training at home and days outdoors.',
    city: 'Denver',
    palette: CATEGORY_TREE[4]!.palette,
    isStar: false,
  },
];

/** Review texts and their scores, used in turn. */
export const REVIEW_TEXTS: ReadonlyArray<readonly [score: number, text: string]> = [
  [5, 'Exactly as described and arrived two days early. Very happy with it.'],
  [5, 'Great quality for the price, I already ordered a second one.'],
  [4, 'Good product, packaging could be better but everything works.'],
  [5, 'Looks even nicer in person. The seller answered my questions quickly.'],
  [3, 'It is okay. Does the job, but the colour is a bit lighter than in the photos.'],
  [4, 'Solid and well made. Delivery took a little longer than expected.'],
  [5, 'Perfect gift, my sister loved it.'],
  [2, 'Smaller than I thought. Check the size chart before ordering.'],
  [4, 'Nice, comfortable and easy to use. Would recommend.'],
  [1, 'Arrived with a scratch. The shop offered a refund, though.'],
  [5, 'Fast shipping, great communication, five stars.'],
  [3, 'Average. Fine for everyday use.'],
];

/**
 * Home and secondary banners: position, title (shown over the picture as text; its translations
 * are `BANNER_TITLES`), link (`{category:<top name>}` and `{shop:<owner>}` become ids), the top
 * category whose colours its picture takes, and the product shapes it draws.
 */
export const BANNERS: ReadonlyArray<
  readonly [
    position: 'home' | 'other',
    title: string,
    url: string,
    palette: number,
    kinds: readonly SilhouetteKind[],
  ]
> = [
  ['home', 'Summer Sale', '/category/{category:Fashion}', 1, ['dress', 'shoe']],
  ['home', 'New Phones', '/shop/{shop:techhub}', 0, ['phone', 'watch']],
  ['home', 'Home Refresh', '/category/{category:Home & Kitchen}', 2, ['lamp', 'mug']],
  ['other', 'Wholesale Market', '/user/apply', 4, ['backpack', 'dumbbell']],
  ['other', 'Glow Week', '/shop/{shop:glowbeauty}', 3, ['bottle', 'perfume']],
];

/**
 * The currency of each interface language: `displayed = stored / rate`, so `rate` is how many US
 * dollars one unit of the currency is worth (English: the dollar itself, rate 1).
 */
export const CURRENCIES: ReadonlyArray<
  readonly [language: LanguageCode, code: string, symbol: string, rate: string]
> = [
  ['en', 'USD', '$', '1'],
  ['zh-cn', 'CNY', '¥', '0.1389'],
  ['zh-tw', 'TWD', 'NT$', '0.0312'],
  ['ja', 'JPY', '¥', '0.0067'],
  ['ko', 'KRW', '₩', '0.00073'],
  ['th', 'THB', '฿', '0.0286'],
  ['id', 'IDR', 'Rp', '0.000063'],
  ['may', 'MYR', 'RM', '0.2222'],
  ['vi', 'VND', '₫', '0.00004'],
  ['ru', 'RUB', '₽', '0.011'],
  ['spa', 'EUR', '€', '1.087'],
  ['pt', 'BRL', 'R$', '0.18'],
  ['tr', 'TRY', '₺', '0.0295'],
];

/** Shipping addresses of the demo buyers: `[username, name, mobile, country id, area code, address, default]`. */
export const ADDRESSES: ReadonlyArray<
  readonly [string, string, string, string, number, string, boolean]
> = [
  [
    'buyer',
    'Bella Buyer',
    '91234567',
    'hk',
    852,
    "Flat 12B, 88 Queen's Road Central, Hong Kong",
    true,
  ],
  [
    'buyer',
    'Bella Buyer (office)',
    '6502530000',
    'us_ca',
    1,
    '1600 Amphitheatre Parkway, Mountain View, CA 94043',
    false,
  ],
  [
    'buyer2',
    'Brian Buyer',
    '9012345678',
    'jp',
    81,
    '2-11-3 Meguro, Meguro-ku, Tokyo 153-0063',
    true,
  ],
];
