import { useState, type ReactNode } from 'react';
import { Root } from './avatar.styles.js';

/** Props of `Avatar`. */
export interface AvatarProps {
  /** The picture's address; without one, or when it fails, the name's first letter shows. */
  src?: string | null;
  /** The person's or shop's name: the picture's text alternative and the fallback letter. */
  name: string;
  /** Size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** `square` for shop logos. @default 'circle' */
  shape?: 'circle' | 'square';
  /** The name is written next to the avatar, so screen readers skip the picture. @default false */
  isDecorative?: boolean;
  /** A badge on the corner (an `UnreadBadge` with `placement="corner"`). */
  badge?: ReactNode;
}

/** A user's picture or a shop's logo, with the first letter of the name as fallback. */
export function Avatar({
  src,
  name,
  size = 'md',
  shape = 'circle',
  isDecorative = false,
  badge,
}: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <Root data-size={size} data-shape={shape}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={isDecorative ? '' : name}
          loading="lazy"
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        <span
          data-part="initial"
          {...(isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        >
          {initial}
        </span>
      )}
      {badge}
    </Root>
  );
}
