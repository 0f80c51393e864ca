import {
  address,
  complaint,
  coupon,
  feedback,
  notice,
  product,
  shop,
  signin,
  user,
} from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { deleteAddress, listAddresses, saveAddress } from '../services/account/addresses.js';
import {
  listFollowedShops,
  listFootprints,
  listGoodsFavourites,
  toggleGoodsFavourite,
  toggleShopFollow,
} from '../services/account/favourites.js';
import {
  addComplaint,
  addFeedback,
  listComplaints,
  listFeedback,
} from '../services/account/feedback.js';
import { listNotices, readNotices } from '../services/account/notices.js';
import { changePassword, editProfile } from '../services/account/profile.js';
import { listScoreLog } from '../services/account/score-log.js';
import { doSignIn, signInCard } from '../services/account/sign-in.js';
import { listVouchers } from '../services/account/vouchers.js';
import { userComments } from '../services/catalogue/comments.js';

/**
 * The shopper's own things: profile and passwords, points, reviews, addresses, favourites,
 * footprints, shop follows, daily sign-in, feedback and reports, vouchers and notices. Every
 * service works on the caller's rows only.
 */
export function registerAccountRoutes(app: FastifyInstance): void {
  registerEndpoint(app, user.editProfile, (ctx) =>
    editProfile(ctx.db, ctx.user.id, ctx.body, ctx.now),
  );
  registerEndpoint(app, user.resetpwd, async (ctx) => {
    await changePassword(ctx.deps, ctx.user, ctx.body, ctx.now);
    return {};
  });
  registerEndpoint(app, user.scoreLog, (ctx) => listScoreLog(ctx.db, ctx.user.id, ctx.body));
  registerEndpoint(app, user.comment, (ctx) => userComments(ctx.db, ctx.user.id, ctx.query));

  registerEndpoint(app, address.getaddress, (ctx) => listAddresses(ctx.db, ctx.user.id, ctx.query));
  registerEndpoint(app, address.save, (ctx) =>
    saveAddress(ctx.db, ctx.user.id, ctx.body.type, ctx.body.data, ctx.now),
  );
  registerEndpoint(app, address.deladdress, async (ctx) => {
    await deleteAddress(ctx.db, ctx.user.id, ctx.body.id);
    return {};
  });

  registerEndpoint(app, product.follow, (ctx) =>
    toggleGoodsFavourite(ctx.db, ctx.user.id, ctx.body.id, ctx.now),
  );
  registerEndpoint(app, product.collect, (ctx) =>
    listGoodsFavourites(ctx.db, ctx.user.id, ctx.query, ctx.language),
  );
  registerEndpoint(app, product.footprint, (ctx) =>
    listFootprints(ctx.db, ctx.user.id, ctx.query, ctx.language),
  );
  registerEndpoint(app, shop.follow, (ctx) =>
    toggleShopFollow(ctx.db, ctx.user.id, ctx.body.id, ctx.now),
  );
  registerEndpoint(app, shop.followList, (ctx) =>
    listFollowedShops(ctx.db, ctx.user.id, ctx.query),
  );

  registerEndpoint(app, signin.getSignin, (ctx) =>
    signInCard(ctx.db, ctx.user.id, ctx.now, ctx.deps.config.timeZone),
  );
  registerEndpoint(app, signin.dosign, (ctx) =>
    doSignIn(ctx.db, ctx.user.id, ctx.now, ctx.deps.config.timeZone),
  );

  registerEndpoint(app, feedback.add, (ctx) => addFeedback(ctx.db, ctx.user.id, ctx.body, ctx.now));
  registerEndpoint(app, feedback.lists, (ctx) =>
    listFeedback(ctx.db, ctx.user.id, ctx.query, ctx.now),
  );
  registerEndpoint(app, complaint.add, (ctx) =>
    addComplaint(ctx.db, ctx.user.id, ctx.body, ctx.now),
  );
  registerEndpoint(app, complaint.lists, (ctx) =>
    listComplaints(ctx.db, ctx.user.id, ctx.query, ctx.now),
  );

  registerEndpoint(app, coupon.getMyList, (ctx) =>
    listVouchers(ctx.db, ctx.user.id, ctx.query, ctx.now),
  );
  registerEndpoint(app, notice.lists, (ctx) => listNotices(ctx.db, ctx.user.id, ctx.query));
  registerEndpoint(app, notice.read, (ctx) => readNotices(ctx.db, ctx.user.id, ctx.body.id));
}
