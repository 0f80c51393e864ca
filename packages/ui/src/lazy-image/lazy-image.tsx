import { useState } from 'react';
import { Icon } from '../icon/icon.js';
import { Frame } from './lazy-image.styles.js';

/** Props of `LazyImage`. */
export interface LazyImageProps {
  /** The picture's address. */
  src: string;
  /** The text alternative; `''` for a decorative picture. */
  alt: string;
  /** Width / height, reserving the space before the picture loads (`1`, `16 / 9`). */
  ratio?: number;
  /** How the picture fills its frame. @default 'cover' */
  fit?: 'cover' | 'contain';
  /** Corner radius, a CSS length or a token variable. */
  radius?: string;
}

/**
 * A picture that loads when it nears the viewport (native lazy loading) and shows the default
 * placeholder until then, and instead of a broken picture (spec section 9). `data-state` is
 * `loading`, `loaded` or `error`.
 */
export function LazyImage({ src, alt, ratio, fit = 'cover', radius }: LazyImageProps) {
  const [state, setState] = useState<{ src: string; status: 'loaded' | 'error' } | null>(null);
  const status = state?.src === src ? state.status : 'loading';
  return (
    <Frame data-state={status} $imageRatio={ratio} $imageFit={fit} $imageRadius={radius}>
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        onLoad={() => setState({ src, status: 'loaded' })}
        onError={() => setState({ src, status: 'error' })}
      />
      <span data-part="placeholder" aria-hidden="true">
        <Icon name="image" />
      </span>
    </Frame>
  );
}
