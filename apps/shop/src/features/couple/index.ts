export { InvitationCard } from './invitation-card.js';
export type { InvitationCardProps } from './invitation-card.js';
export { CoupleNeedsShop } from './merchant-only.js';
export { toDomainInvitation, useCoupleActions, useInviteShop } from './use-couple-actions.js';
export type { CoupleMove } from './use-couple-actions.js';
