import { useTranslation } from 'react-i18next';
import { Avatar } from '../avatar/avatar.js';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { StarRatingDisplay } from '../star-rating/star-rating.js';
import { Root, Thumb } from './review-item.styles.js';

/** Props of `ReviewItem`. */
export interface ReviewItemProps {
  /** The reviewer's name (masked by the server when anonymous). */
  reviewer: string;
  /** The reviewer's picture. */
  avatar?: string | null;
  /** The goods score, 1 to 5. */
  score: number;
  /** The review text. */
  text: string;
  /** When it was written, already formatted (the domain's relative time with `@bazaar/i18n`). */
  time: string;
  /** The machine-readable time (ISO 8601) for `<time dateTime>`. */
  dateTime?: string;
  /** The bought specification. */
  spec?: string;
  /** Addresses of the review's pictures. */
  images?: readonly string[];
  /** Called with a picture's index when pressed (open a viewer); without it they are not buttons. */
  onImagePress?: (index: number) => void;
}

/** One review: reviewer, stars, time, text and up to nine pictures. */
export function ReviewItem({
  reviewer,
  avatar,
  score,
  text,
  time,
  dateTime,
  spec,
  images = [],
  onImagePress,
}: ReviewItemProps) {
  const { t } = useTranslation('ui');
  return (
    <Root>
      <header>
        <Avatar src={avatar} name={reviewer} size="sm" isDecorative />
        <div data-part="who">
          <span data-part="name">{reviewer}</span>
          <StarRatingDisplay value={score} />
        </div>
        <time dateTime={dateTime}>{time}</time>
      </header>
      {spec ? <span data-part="spec">{spec}</span> : null}
      <p>{text}</p>
      {images.length > 0 ? (
        <ul data-part="images" aria-label={t('review.images', { count: images.length })}>
          {images.slice(0, 9).map((src, index) => (
            <li key={src}>
              {onImagePress ? (
                <Thumb
                  aria-label={t('review.open_image', { index: index + 1, total: images.length })}
                  onPress={() => onImagePress(index)}
                >
                  <LazyImage src={src} alt="" ratio={1} radius="8px" />
                </Thumb>
              ) : (
                <LazyImage
                  src={src}
                  alt={t('review.image', { index: index + 1, total: images.length })}
                  ratio={1}
                  radius="8px"
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Root>
  );
}
