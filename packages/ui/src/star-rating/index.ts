export { StarRating, StarRatingDisplay } from './star-rating.js';
export type { StarRatingDisplayProps, StarRatingProps } from './star-rating.js';
