import {
  complaint,
  coupon,
  feedback,
  notice,
  product,
  shop,
  signin,
  user,
} from '@bazaar/api/contract';
import { useCallback } from 'react';
import { useEndpoint, useEndpointMutation, usePagedEndpoint } from '@bazaar/api/swr';
import type { CommentTab } from '@bazaar/domain';

/** The caller's notices, newest first, with the unread count (`notice/lists`). */
export function useNotices() {
  return usePagedEndpoint(notice.lists, {});
}

/** Marks one notice (`{ id }`) or all (`{}`) read; the list and the user-centre counts follow. */
export function useMarkNoticeRead() {
  return useEndpointMutation(notice.read, { revalidate: [notice.lists, user.profile] });
}

/** The caller's reviews in a comment tab (`user/comment`). */
export function useMyReviews(state: CommentTab) {
  return usePagedEndpoint(user.comment, { state });
}

/** The shops the caller follows (`shop/followList`). */
export function useFollowedShops() {
  return usePagedEndpoint(shop.followList, {});
}

/** Follows or unfollows a shop (`shop/follow` toggles); the followed shops and the counts follow. */
export function useToggleShopFollow() {
  return useEndpointMutation(shop.follow, { revalidate: [shop.followList, user.profile] });
}

/**
 * Unfollows a shop. `shop/follow` toggles, so when the shop was already unfollowed elsewhere (the
 * call followed it again) it is toggled once more: the shop ends unfollowed either way.
 */
export function useUnfollowShop() {
  const { trigger, isMutating } = useToggleShopFollow();
  const unfollow = useCallback(
    async (id: number) => {
      if ((await trigger({ id })).is_follow) await trigger({ id });
    },
    [trigger],
  );
  return { unfollow, isUnfollowing: isMutating };
}

/** The caller's favourite goods (`product/collect`). */
export function useFavourites() {
  return usePagedEndpoint(product.collect, {});
}

/** Adds or removes a favourite (`product/follow` toggles); the list and counts follow. */
export function useToggleFavourite() {
  return useEndpointMutation(product.follow, { revalidate: [product.collect, user.profile] });
}

/**
 * Removes a favourite. `product/follow` toggles, so when the goods was already removed elsewhere
 * (the call added it again) it is toggled once more: the goods ends removed either way.
 */
export function useRemoveFavourite() {
  const { trigger, isMutating } = useToggleFavourite();
  const remove = useCallback(
    async (id: number) => {
      if ((await trigger({ id })).is_follow) await trigger({ id });
    },
    [trigger],
  );
  return { remove, isRemoving: isMutating };
}

/** The goods the caller looked at (`product/footprint`). */
export function useFootprints() {
  return usePagedEndpoint(product.footprint, {});
}

/** The caller's vouchers in a state: 0 unused, 1 used, 2 expired (`coupon/getMyList`). */
export function useVouchers(state: 0 | 1 | 2) {
  return usePagedEndpoint(coupon.getMyList, { state });
}

/** The sign-in card (`signin/getSignin`). */
export function useSignInCard() {
  return useEndpoint(signin.getSignin, undefined);
}

/** Signs in for today (`signin/dosign`); the card, the points log and the profile follow. */
export function useSignIn() {
  return useEndpointMutation(signin.dosign, {
    revalidate: [signin.getSignin, user.scoreLog, user.profile],
  });
}

/** The points detail (`user/scoreLog`). */
export function useScoreLog() {
  return usePagedEndpoint(user.scoreLog, {});
}

/** The caller's feedback with its handling status (`feedback/lists`). */
export function useFeedbackList() {
  return usePagedEndpoint(feedback.lists, {});
}

/** Files a feedback (`feedback/add`); the list follows. */
export function useAddFeedback() {
  return useEndpointMutation(feedback.add, { revalidate: [feedback.lists] });
}

/** The caller's reports with their handling status (`complaint/lists`). */
export function useReportList() {
  return usePagedEndpoint(complaint.lists, {});
}

/** Files a report (`complaint/add`); the list follows. */
export function useAddReport() {
  return useEndpointMutation(complaint.add, { revalidate: [complaint.lists] });
}
