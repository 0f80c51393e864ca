import { fundPlatform } from '../services/ledger/ledger.js';
import { add, multiply, toMoneyString } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  addresses,
  appMeta,
  searchKeywords,
  banners,
  categories,
  comments,
  coupons,
  currencies,
  goods,
  goodsFavourites,
  goodsSkus,
  marketGoods,
  marketGoodsSkus,
  merchantApplications,
  moneyLog,
  notices,
  platformAccounts,
  rechargeAccounts,
  shopCategories,
  shopFollows,
  shops,
  userCoupons,
  users,
  type SpecGroup,
} from '../db/schema/index.js';
import { withTransaction } from '../db/transaction.js';
import {
  categoryIcon,
  colourImage,
  goodsImage,
  initialsAvatar,
  bannerImage,
  wideImage,
  type PlaceholderPalette,
} from '../images/placeholders.js';
import type { SilhouetteKind } from '../images/silhouettes.js';
import { loadConfig } from '../config/config.js';
import { unixNow, type Clock } from '../lib/clock.js';
import { doSignIn } from '../services/account/sign-in.js';
import { hashPassword } from '../services/auth/passwords.js';
import { storeUpload } from '../services/uploads/uploads.js';
import type { WithdrawConfig } from '../services/wallet/withdraws.js';
import { seedActivity, type SeededActivity } from './seed-activity.js';
import { SEED_BUYERS, seedOrders, type SeededOrders } from './seed-orders.js';
import {
  ADDRESSES,
  BANNERS,
  CATEGORY_TREE,
  COLOUR_SPECS,
  COLOUR_SWATCHES,
  CURRENCIES,
  DEMO_SHOPS,
  DEMO_USERS,
  MARKET_GOODS,
  MERCHANT_LISTED_MARKET_GOODS,
  REVIEWERS,
  REVIEW_TEXTS,
  type SpecDefinition,
} from './catalogue-data.js';
import { bannerI18n, categoryI18n, goodsI18n } from './catalogue-translations.js';

/** Bump when the demo data changes shape; a database seeded with another version is left alone. */
export const SEED_VERSION = '1';

const SEED_KEY = 'seed_version';

/** The demo's popular searches: keywords of its catalogue and how often they were searched. */
const SEED_SEARCHES: readonly (readonly [keyword: string, count: number])[] = [
  ['headphones', 48],
  ['smartwatch', 41],
  ['summer dress', 35],
  ['table lamp', 27],
  ['serum', 22],
  ['wireless earbuds', 19],
  ['backpack', 12],
];

/** The platform's accounts (see `platform_accounts`). */
export const PLATFORM_ACCOUNTS = ['escrow', 'revenue', 'promotion'] as const;

/** What the seed created, for logs and tests. */
export interface SeedSummary {
  readonly seeded: boolean;
  readonly users: number;
  readonly shops: number;
  readonly categories: number;
  readonly goods: number;
  readonly marketGoods: number;
  readonly comments: number;
  /** The orders behind the sales figures (none when nothing was seeded). */
  readonly orders: SeededOrders;
  /** The demo's work in progress: `buyer`'s orders and the operator's queues (null when none). */
  readonly activity: SeededActivity | null;
}

/** One SKU of a specification combination. */
interface SkuPlan {
  readonly difference: string;
  readonly extra: string;
}

/** Every combination of the options of `specs` (`Black,128GB`...) with the price each adds. */
export function skuPlans(specs: readonly SpecDefinition[]): SkuPlan[] {
  return specs.reduce<SkuPlan[]>(
    (plans, spec) =>
      plans.flatMap((plan) =>
        spec.options.map((option) => ({
          difference: plan.difference ? `${plan.difference},${option.value}` : option.value,
          extra: toMoneyString(add(plan.extra, option.extra)),
        })),
      ),
    [{ difference: '', extra: '0.00' }],
  );
}

function specGroups(specs: readonly SpecDefinition[]): SpecGroup[] {
  return specs.map((spec) => ({
    name: spec.name,
    items: spec.options.map((option) => option.value),
  }));
}

/**
 * The days (before the seed, oldest first) on which the demo account at `index` signed in: an
 * older run of consecutive days and a recent one ending one to three days ago (the buyer's ends
 * yesterday, so its streak is still alive). The account's points are what these sign-ins earned,
 * written through the sign-in service, so its points log explains every point.
 */
export function signInDaysAgo(index: number): number[] {
  const recentLength = 2 + (index % 4);
  const recentEnd = 1 + (index % 3);
  const olderLength = 3 + ((index * 5) % 5);
  const olderEnd = recentEnd + recentLength + 4 + (index % 6);
  const run = (end: number, length: number) =>
    Array.from({ length }, (_, i) => end + length - 1 - i);
  return [...run(olderEnd, olderLength), ...run(recentEnd, recentLength)];
}

/** A fixed pseudo-count (stock, views, visitors) from indexes: varied, the same on every machine. */
function spread(seed: number, modulo: number, base: number): number {
  return base + ((seed * 7919 + 104_729) % modulo);
}

/**
 * Seeds the demo data into an empty database, once: it does nothing when the seed version is
 * recorded. Everything is written in one transaction with deterministic data and images.
 */
export async function seedDatabase(
  db: Database,
  clock: Clock,
  timeZone = 'UTC',
  withdrawTerms: WithdrawConfig = loadConfig({}),
): Promise<SeedSummary> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (done) {
    return {
      seeded: false,
      users: 0,
      shops: 0,
      categories: 0,
      goods: 0,
      marketGoods: 0,
      comments: 0,
      orders: { paid: 0, cancelled: 0, units: 0 },
      activity: null,
    };
  }
  const now = unixNow(clock);
  // Two hashes per distinct password (login and payment), not per user: argon2 is slow on purpose.
  const hashes = new Map<string, { login: string; pay: string }>();
  for (const password of new Set(DEMO_USERS.map((user) => user.password))) {
    hashes.set(password, {
      login: await hashPassword(password),
      pay: await hashPassword(password),
    });
  }
  return withTransaction(db, async (tx) => {
    const image = async (baseName: string, picture: Promise<Buffer>) =>
      (
        await storeUpload(tx, {
          data: await picture,
          userId: null,
          now,
          baseName: `seed-${baseName}`,
        })
      ).url;
    const neutral: PlaceholderPalette = { light: '#e4e7ee', lighter: '#f6f7fa', deep: '#4a5468' };

    // Accounts, with their opening balances in the money log.
    const userIds = new Map<string, number>();
    for (const [index, demo] of DEMO_USERS.entries()) {
      const hash = hashes.get(demo.password) as { login: string; pay: string };
      const [row] = await tx
        .insert(users)
        .values({
          username: demo.username,
          nickname: demo.nickname,
          passwordHash: hash.login,
          payPasswordHash: hash.pay,
          avatar: await image(
            `avatar-${demo.username.replace(/_/g, '-')}`,
            initialsAvatar(demo.nickname, neutral, 120),
          ),
          gender: demo.gender,
          role: demo.role,
          money: demo.money,
          inviteCode: `DEMO${String(index + 1).padStart(4, '0')}`,
          createtime: now - 90 * 86_400,
          updatetime: now,
        })
        .returning({ id: users.id });
      const id = (row as { id: number }).id;
      userIds.set(demo.username, id);
      if (demo.money !== '0.00') {
        await tx.insert(moneyLog).values({
          userId: id,
          money: demo.money,
          before: '0.00',
          after: demo.money,
          type: 'sys_recharge',
          memo: 'Opening balance of the demo account',
          createtime: now - 90 * 86_400,
        });
      }
    }
    const userId = (username: string) => userIds.get(username) as number;
    // Points come from sign-ins, as a real account's do (sign-in row, score, points log).
    for (const [index, demo] of DEMO_USERS.entries()) {
      for (const daysAgo of signInDaysAgo(index)) {
        await doSignIn(tx, userId(demo.username), now - daysAgo * 86_400, timeZone);
      }
    }
    await tx
      .insert(platformAccounts)
      .values(PLATFORM_ACCOUNTS.map((name) => ({ name, updatetime: now })));

    // Categories: top levels, then their children.
    const leafIds = new Map<
      string,
      { id: number; kind: SilhouetteKind; name: string; palette: PlaceholderPalette }
    >();
    const topIds = new Map<string, number>();
    let categoryCount = 0;
    for (const [topIndex, top] of CATEGORY_TREE.entries()) {
      const [topRow] = await tx
        .insert(categories)
        .values({
          pid: 0,
          name: top.name,
          i18n: categoryI18n(top.name),
          image: await image(
            `category-${top.children[0]!.key}-top`,
            categoryIcon(top.children[0]!.kind, top.palette),
          ),
          weigh: 100 - topIndex,
          createtime: now,
        })
        .returning({ id: categories.id });
      const topId = (topRow as { id: number }).id;
      topIds.set(top.name, topId);
      categoryCount += 1;
      for (const [leafIndex, leaf] of top.children.entries()) {
        const [leafRow] = await tx
          .insert(categories)
          .values({
            pid: topId,
            name: leaf.name,
            i18n: categoryI18n(leaf.name),
            image: await image(`category-${leaf.key}`, categoryIcon(leaf.kind, top.palette)),
            weigh: 100 - leafIndex,
            createtime: now,
          })
          .returning({ id: categories.id });
        leafIds.set(leaf.key, {
          id: (leafRow as { id: number }).id,
          kind: leaf.kind,
          name: leaf.name,
          palette: top.palette,
        });
        categoryCount += 1;
      }
    }

    // Shops with their owners' approved applications.
    const shopIds = new Map<string, number>();
    for (const [index, demo] of DEMO_SHOPS.entries()) {
      const kinds = CATEGORY_TREE.flatMap((top) => top.children)
        .filter((leaf) => leaf.shop === demo.owner)
        .map((leaf) => leaf.kind);
      const shownKinds: SilhouetteKind[] = kinds.length > 0 ? kinds : ['backpack', 'mug'];
      const avatar = await image(
        `shop-${demo.owner}-logo`,
        initialsAvatar(demo.shopname, demo.palette),
      );
      const cover = await image(
        `shop-${demo.owner}-cover`,
        wideImage(demo.shopname, demo.description, shownKinds, demo.palette),
      );
      const [row] = await tx
        .insert(shops)
        .values({
          userId: userId(demo.owner),
          shopname: demo.shopname,
          avatar,
          image: cover,
          keywords: demo.keywords,
          description: demo.description,
          bio: demo.description,
          city: demo.city,
          score: ['4.90', '4.80', '4.70', '4.85', '4.95', '4.60'][index] ?? '4.80',
          visitors: spread(index, 4000, 800),
          isStar: demo.isStar,
          createtime: now - 60 * 86_400,
          updatetime: now,
        })
        .returning({ id: shops.id });
      const shopId = (row as { id: number }).id;
      shopIds.set(demo.owner, shopId);
      await tx
        .update(users)
        .set({ shopAuth: shopId })
        .where(eq(users.id, userId(demo.owner)));
      await tx.insert(merchantApplications).values({
        userId: userId(demo.owner),
        name: DEMO_USERS.find((user) => user.username === demo.owner)?.nickname ?? demo.owner,
        idType: 'passport',
        number: `P${String(1_000_000 + index * 7_919)}`,
        mobile: `6590${String(100_000 + index * 1_234)}`,
        email: `${demo.owner}@shops.example.com`,
        shopname: demo.shopname,
        bio: demo.description,
        avatar,
        image: avatar,
        verify: 3,
        reviewerId: userId('admin'),
        reviewtime: now - 60 * 86_400,
        createtime: now - 61 * 86_400,
        updatetime: now - 60 * 86_400,
      });
    }

    // The shops' goods, with a storefront category per leaf category.
    let goodsCount = 0;
    let commentCount = 0;
    let reviewTurn = 0;
    const addComments = async (
      goodsId: number,
      shopId: number,
      index: number,
      differences: readonly string[],
    ) => {
      for (let j = 0; j < index % 4; j += 1) {
        const [score, content] = REVIEW_TEXTS[
          (index * 5 + j * 3) % REVIEW_TEXTS.length
        ] as readonly [number, string];
        const reviewer = REVIEWERS[reviewTurn % REVIEWERS.length] as string;
        reviewTurn += 1;
        await tx.insert(comments).values({
          userId: userId(reviewer),
          goodsId,
          shopId,
          difference: differences[(index + j) % differences.length] ?? '',
          score,
          content,
          reply:
            score <= 2 ? 'Sorry to hear that. Please contact us and we will make it right.' : '',
          replytime: score <= 2 ? now - (j + 1) * 3_600 : null,
          createtime: now - (index % 30) * 86_400 - j * 7_200,
        });
        commentCount += 1;
      }
    };
    let goodsIndex = 0;
    // A picture per product shape and colour, shared by the goods of a leaf category.
    const colourPictures = new Map<string, string>();
    const colourPicture = async (
      leafKey: string,
      kind: SilhouetteKind,
      palette: PlaceholderPalette,
      colour: string,
    ) => {
      const key = `${leafKey}-${colour.toLowerCase().replace(/\s+/g, '-')}`;
      const shade = COLOUR_SWATCHES[colour];
      if (!shade) return '';
      const known = colourPictures.get(key);
      if (known) return known;
      const url = await image(`sku-${key}`, colourImage(kind, palette, shade));
      colourPictures.set(key, url);
      return url;
    };
    for (const top of CATEGORY_TREE) {
      for (const leaf of top.children) {
        const shopId = shopIds.get(leaf.shop) as number;
        const category = leafIds.get(leaf.key)!;
        const [shopCategory] = await tx
          .insert(shopCategories)
          .values({ shopId, name: leaf.name, image: '', weigh: 0, createtime: now })
          .returning({ id: shopCategories.id });
        const plans = skuPlans(leaf.specs);
        const shopname = DEMO_SHOPS.find((shop) => shop.owner === leaf.shop)?.shopname ?? '';
        for (const [productIndex, [title, price, marketPrice]] of leaf.products.entries()) {
          const index = goodsIndex;
          goodsIndex += 1;
          const picture = await image(
            `goods-${leaf.key}-${productIndex + 1}`,
            goodsImage(leaf.kind, top.palette, index),
          );
          const [row] = await tx
            .insert(goods)
            .values({
              shopId,
              categoryId: category.id,
              shopCategoryId: (shopCategory as { id: number }).id,
              title,
              image: picture,
              images: [picture],
              description: `${title}. Sold and shipped by ${shopname}.`,
              content: `${title}\n\nWhat is in the box: the product and its manual.\nShips within 48 hours. 7-day returns.`,
              spec: specGroups(leaf.specs),
              i18n: goodsI18n(title, specGroups(leaf.specs), 'own', {
                shop: shopname,
                content: true,
              }),
              price,
              marketPrice,
              freight: index % 3 === 0 ? '0.00' : '4.90',
              views: spread(index, 5000, 40),
              isCuration: index % 7 === 0,
              weigh: 0,
              createtime: now - index * 3_600,
              updatetime: now - index * 3_600,
            })
            .returning({ id: goods.id });
          const goodsId = (row as { id: number }).id;
          const colourAt = leaf.specs.findIndex((spec) => COLOUR_SPECS.includes(spec.name));
          const skuImages: string[] = [];
          for (const plan of plans) {
            const colour = colourAt < 0 ? '' : (plan.difference.split(',')[colourAt] ?? '');
            skuImages.push(await colourPicture(leaf.key, leaf.kind, top.palette, colour));
          }
          await tx.insert(goodsSkus).values(
            plans.map((plan, skuIndex) => ({
              goodsId,
              difference: plan.difference,
              image: skuImages[skuIndex] ?? '',
              price: toMoneyString(add(price, plan.extra)),
              marketPrice: toMoneyString(add(marketPrice, plan.extra)),
              stock: spread(index * 31 + skuIndex, 120, 5),
            })),
          );
          await addComments(
            goodsId,
            shopId,
            index,
            plans.map((plan) => plan.difference),
          );
          goodsCount += 1;
        }
      }
    }

    // The wholesale market, and the demo merchant's listings from it.
    const merchantShopId = shopIds.get('merchant') as number;
    const [picks] = await tx
      .insert(shopCategories)
      .values({ shopId: merchantShopId, name: 'Wholesale Picks', weigh: 10, createtime: now })
      .returning({ id: shopCategories.id });
    for (const [index, [leafKey, title, wholesale, retail, spec]] of MARKET_GOODS.entries()) {
      const category = leafIds.get(leafKey)!;
      const picture = await image(
        `market-${index + 1}`,
        goodsImage(category.kind, category.palette, index + 3),
      );
      const [market] = await tx
        .insert(marketGoods)
        .values({
          categoryId: category.id,
          title,
          image: picture,
          images: [picture],
          description: `${title}, supplied by the platform and shipped from our warehouse.`,
          spec: specGroups([spec]),
          i18n: goodsI18n(title, specGroups([spec]), 'market'),
          wholesalePrice: wholesale,
          retailPrice: retail,
          freight: '0.00',
          createtime: now - index * 7_200,
          updatetime: now,
        })
        .returning({ id: marketGoods.id });
      const marketId = (market as { id: number }).id;
      const marketSkus = await tx
        .insert(marketGoodsSkus)
        .values(
          skuPlans([spec]).map((plan, skuIndex) => ({
            marketGoodsId: marketId,
            difference: plan.difference,
            wholesalePrice: wholesale,
            retailPrice: retail,
            stock: spread(index * 13 + skuIndex, 500, 100),
          })),
        )
        .returning();
      if (index >= MERCHANT_LISTED_MARKET_GOODS) continue;
      const [listed] = await tx
        .insert(goods)
        .values({
          shopId: merchantShopId,
          categoryId: category.id,
          shopCategoryId: (picks as { id: number }).id,
          marketGoodsId: marketId,
          title,
          image: picture,
          images: [picture],
          description: `${title}. Listed from the Bazaar wholesale market.`,
          spec: specGroups([spec]),
          i18n: goodsI18n(title, specGroups([spec]), 'listed'),
          price: retail,
          marketPrice: toMoneyString(multiply(retail, '1.2')),
          freight: '0.00',
          views: spread(index + 400, 2000, 30),
          isCuration: index % 4 === 0,
          createtime: now - index * 5_400,
          updatetime: now,
        })
        .returning({ id: goods.id });
      const listedId = (listed as { id: number }).id;
      await tx.insert(goodsSkus).values(
        marketSkus.map((sku) => ({
          goodsId: listedId,
          marketSkuId: sku.id,
          difference: sku.difference,
          price: retail,
          marketPrice: toMoneyString(multiply(retail, '1.2')),
          wholesalePrice: sku.wholesalePrice,
          retailPrice: sku.retailPrice,
          stock: sku.stock,
        })),
      );
      await addComments(
        listedId,
        merchantShopId,
        index + 1,
        marketSkus.map((sku) => sku.difference),
      );
      goodsCount += 1;
    }

    // The orders behind every sales figure: paid by the seed buyers through the ledger.
    const orders = await seedOrders(
      tx,
      now,
      SEED_BUYERS.map(([username]) => userId(username)),
    );

    // Banners and the currency list.
    const link = (url: string) =>
      url
        .replace(/\{category:(.+?)\}/, (_match, name: string) => String(topIds.get(name) ?? ''))
        .replace(/\{shop:(.+?)\}/, (_match, owner: string) => String(shopIds.get(owner) ?? ''));
    for (const [index, [position, title, url, paletteOf, kinds]] of BANNERS.entries()) {
      const palette = CATEGORY_TREE[paletteOf]?.palette ?? neutral;
      await tx.insert(banners).values({
        position,
        title,
        i18n: bannerI18n(title),
        // The picture draws no text: the shop shows the title over it in the reader's language.
        image: await image(`banner-${index + 1}`, bannerImage(kinds, palette)),
        url: link(url),
        weigh: 100 - index,
        createtime: now,
      });
    }
    await tx.insert(currencies).values(
      CURRENCIES.map(([language, code, symbol, rate], index) => ({
        language,
        code,
        symbol,
        rate,
        weigh: 100 - index,
        updatetime: now,
      })),
    );

    // The demo buyers' addresses, follows, favourites, vouchers and a welcome notice.
    for (const [username, name, mobile, country, areaCode, address, isDefault] of ADDRESSES) {
      await tx.insert(addresses).values({
        userId: userId(username),
        name,
        mobile,
        country,
        areaCode,
        address,
        isDefault,
        createtime: now,
        updatetime: now,
      });
    }
    const buyerId = userId('buyer');
    await tx.insert(shopFollows).values(
      ['techhub', 'glowbeauty'].map((owner) => ({
        userId: buyerId,
        shopId: shopIds.get(owner) as number,
        createtime: now,
      })),
    );
    const favourites = await tx.select({ id: goods.id }).from(goods).orderBy(goods.id).limit(3);
    await tx
      .insert(goodsFavourites)
      .values(favourites.map((row) => ({ userId: buyerId, goodsId: row.id, createtime: now })));
    const [voucher] = await tx
      .insert(coupons)
      .values({
        shopId: shopIds.get('glowbeauty') as number,
        // Names without amounts: every screen shows the amount and threshold beside the name, in
        // the reader's currency; '5.00 off' in a name would be dollars to every reader.
        name: 'Glow Beauty thank-you voucher',
        amount: '5.00',
        threshold: '50.00',
        starttime: now - 86_400,
        endtime: now + 60 * 86_400,
        total: 1000,
        received: 2,
        createtime: now,
        updatetime: now,
      })
      .returning({ id: coupons.id });
    await tx.insert(userCoupons).values(
      ['buyer', 'buyer2'].map((username) => ({
        couponId: (voucher as { id: number }).id,
        userId: userId(username),
        createtime: now,
      })),
    );
    // The platform's voucher budget (its own money, brought in as capital) and two vouchers to
    // claim: one of the platform's (any shop) and one of Bazaar Select's (borne by the shop).
    await fundPlatform(tx, {
      account: 'promotion',
      amount: '10000.00',
      memo: 'Opening voucher budget of the platform',
      now,
    });
    await tx.insert(coupons).values([
      {
        shopId: null,
        name: 'Welcome voucher',
        amount: '8.00',
        threshold: '80.00',
        starttime: now - 86_400,
        endtime: now + 90 * 86_400,
        total: 500,
        createtime: now,
        updatetime: now,
      },
      {
        shopId: shopIds.get('merchant') as number,
        name: 'Bazaar Select voucher',
        amount: '10.00',
        threshold: '100.00',
        starttime: now - 86_400,
        endtime: now + 60 * 86_400,
        total: 200,
        createtime: now,
        updatetime: now,
      },
    ]);

    // The platform's accounts that receive top-ups: one bank account, one USDT wallet (the
    // operator manages them at /admin/recharges).
    await tx.insert(rechargeAccounts).values([
      {
        method: 'bank',
        currency: 'USD',
        account: '6222 0210 4455 1290',
        name: 'Bazaar Marketplace Ltd',
        bankName: 'Harbour Commercial Bank',
        address: '1 Harbour Road, Central',
        weigh: 0,
        createtime: now,
        updatetime: now,
      },
      {
        method: 'trc20',
        currency: 'USDT',
        account: 'TA4fLCGrYGHPqR7UEfmp2UhzbGoCchZG6Z',
        weigh: 1,
        createtime: now,
        updatetime: now,
      },
    ]);
    await tx.insert(notices).values(
      ['buyer', 'buyer2'].map((username) => ({
        userId: userId(username),
        type: 'system',
        title: 'Welcome to Bazaar',
        content: 'Your demo wallet has a balance to try ordering and paying. Happy shopping!',
        createtime: now,
      })),
    );
    // What the demo's shoppers have searched: the popular searches a fresh start shows.
    await tx
      .insert(searchKeywords)
      .values(SEED_SEARCHES.map(([keyword, count]) => ({ keyword, count, updatetime: now })));

    // What the demo's people are in the middle of: the buyer's orders, the operator's queues.
    const activity = await seedActivity(
      tx,
      now,
      { user: userId, shop: (owner) => shopIds.get(owner) as number },
      withdrawTerms,
      neutral,
    );

    await tx.insert(appMeta).values({ key: SEED_KEY, value: SEED_VERSION, updatetime: now });
    return {
      seeded: true,
      users: DEMO_USERS.length,
      shops: DEMO_SHOPS.length,
      categories: categoryCount,
      goods: goodsCount,
      marketGoods: MARKET_GOODS.length,
      comments: commentCount,
      orders,
      activity,
    };
  });
}
