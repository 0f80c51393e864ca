import { startTransition, useCallback, useState } from 'react';
import { Icon } from '../icon/icon.js';
import { useImageSrcSet } from './image-sources.js';
import { Frame } from './lazy-image.styles.js';

/**
 * Most pictures are cards and thumbnails: half a phone's width at most. (`sizes="auto"` would
 * measure them, but Chromium then chose copies by the `width` attribute, four times too large.)
 */
const DEFAULT_SIZES = '(min-width: 500px) 240px, 50vw';

/** The width the `width` attribute states (the height follows the ratio); CSS sets the real size. */
const INTRINSIC_WIDTH = 640;

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
  /**
   * How wide the picture shows, for choosing among its resized copies (`sizes`).
   * @default a grid card's: half a phone, 240 px from 500 px up (a priority picture: '100vw')
   */
  sizes?: string;
  /**
   * The page's main picture (its largest contentful paint: the first banner, a goods' first
   * photo): loaded at once with high priority instead of lazily. @default false
   */
  priority?: boolean;
}

type LoadState = { src: string; status: 'loaded' | 'error' };

/**
 * A picture that loads when it nears the viewport (native lazy loading), from the smallest of its
 * resized copies that fills it (`srcset` from `UIProvider`'s `imageSrcSet`), in a frame of its
 * ratio so nothing moves when it arrives. The placeholder shows behind it until then and instead
 * of a broken picture (spec section 9). `data-state` is `loading`, `loaded` or `error`. The
 * picture is visible as soon as the browser has it, before any script runs (a server-rendered
 * page paints it at once).
 */
export function LazyImage({
  src,
  alt,
  ratio,
  fit = 'cover',
  radius,
  sizes,
  priority = false,
}: LazyImageProps) {
  const srcSet = useImageSrcSet()(src);
  const [state, setState] = useState<LoadState | null>(null);
  const status = state?.src === src ? state.status : 'loading';
  // A picture that arrived before the page's script ran fired its load event unheard. Marked in a
  // transition: on a hydrating page every picture does this as React takes it over, and as
  // urgent updates they made one long synchronous render right after the hydration's commit.
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete) {
        const status = image.naturalWidth > 0 ? 'loaded' : 'error';
        startTransition(() => setState({ src, status }));
      }
    },
    [src],
  );
  return (
    <Frame data-state={status} $imageRatio={ratio} $imageFit={fit} $imageRadius={radius}>
      <span data-part="placeholder" aria-hidden="true">
        <Icon name="image" />
      </span>
      <img
        ref={checkLoaded}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? (sizes ?? (priority ? '100vw' : DEFAULT_SIZES)) : undefined}
        alt={alt}
        width={ratio ? INTRINSIC_WIDTH : undefined}
        height={ratio ? Math.round(INTRINSIC_WIDTH / ratio) : undefined}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        onLoad={() => setState({ src, status: 'loaded' })}
        onError={() => setState({ src, status: 'error' })}
      />
    </Frame>
  );
}
