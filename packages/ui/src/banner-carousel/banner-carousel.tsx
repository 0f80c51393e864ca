import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button/icon-button.js';
import { usePrefersReducedMotion } from '../layout/use-media-query.js';
import { Dot, Root, SlideLink } from './banner-carousel.styles.js';
import { BannerFace } from './banner-face.js';

/** One banner. */
export interface Banner {
  /** A key of the banner. */
  id: string | number;
  /** The picture's address. */
  image: string;
  /** What the banner says, for screen readers. */
  alt: string;
  /** The title shown over the picture, as text (the picture draws none). @default none */
  title?: string;
  /** Where the banner leads. */
  href?: string;
}

/** Props of `BannerCarousel`. */
export interface BannerCarouselProps {
  /** The banners. */
  banners: readonly Banner[];
  /** Names the carousel, already translated. */
  'aria-label': string;
  /** Milliseconds per banner when turning by itself; 0 never turns. @default 4000 */
  autoPlayMs?: number;
  /** Width / height of the banners. @default 2.4 */
  ratio?: number;
  /**
   * The page's main picture is the first banner: it loads at once with high priority (the others
   * lazily). @default false
   */
  priority?: boolean;
  /** How wide the banners show (`sizes`). @default the page's width, at most the desktop page's 1200 px */
  sizes?: string;
}

const BANNER_SIZES = '(min-width: 1200px) 1200px, 100vw';

/**
 * The home page's banners, each a picture with its title over it as text (`BannerFace`): swipe or
 * scroll between them (scroll snapping), dots to jump, and
 * turning by itself every 4 s. It stops turning while hovered or focused, under reduced motion,
 * and with its pause button (WCAG 2.2.2).
 */
export function BannerCarousel({
  banners,
  'aria-label': ariaLabel,
  autoPlayMs = 4000,
  ratio = 2.4,
  priority = false,
  sizes = BANNER_SIZES,
}: BannerCarouselProps) {
  const { t } = useTranslation('ui');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isEngaged, setEngaged] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const turning = autoPlayMs > 0 && banners.length > 1 && !isPaused && !isEngaged && !reducedMotion;

  const goTo = (next: number) => {
    const node = track.current;
    if (!node) return;
    node.scrollTo({ left: next * node.clientWidth });
    setIndex(next);
  };

  useEffect(() => {
    if (!turning) return undefined;
    const timer = setInterval(() => {
      const node = track.current;
      if (!node || document.hidden) return;
      const current = Math.round(node.scrollLeft / Math.max(node.clientWidth, 1));
      const next = (current + 1) % banners.length;
      node.scrollTo({ left: next * node.clientWidth });
      setIndex(next);
    }, autoPlayMs);
    return () => clearInterval(timer);
  }, [turning, autoPlayMs, banners.length]);

  // The slides do not change as the carousel turns: only the dots follow the index, so a turn
  // (every 4 s, and each scroll event of a swipe) does not render every banner again.
  const slides = useMemo(
    () =>
      banners.map((banner, position) => (
        <div
          key={banner.id}
          data-part="slide"
          role="group"
          aria-roledescription={t('carousel.slide')}
          aria-label={t('carousel.position', { index: position + 1, total: banners.length })}
        >
          {banner.href ? (
            <SlideLink href={banner.href} aria-label={banner.alt}>
              <BannerFace
                image={banner.image}
                title={banner.title ?? ''}
                alt=""
                ratio={ratio}
                sizes={sizes}
                priority={priority && position === 0}
              />
            </SlideLink>
          ) : (
            <BannerFace
              image={banner.image}
              title={banner.title ?? ''}
              alt={banner.alt}
              ratio={ratio}
              sizes={sizes}
              priority={priority && position === 0}
            />
          )}
        </div>
      )),
    [banners, ratio, sizes, priority, t],
  );

  if (banners.length === 0) return null;
  return (
    <Root
      aria-roledescription={t('carousel.carousel')}
      aria-label={ariaLabel}
      onPointerEnter={() => setEngaged(true)}
      onPointerLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={() => setEngaged(false)}
    >
      <div
        data-part="track"
        ref={track}
        aria-live={turning ? 'off' : 'polite'}
        onScroll={(event) => {
          const node = event.currentTarget;
          setIndex(Math.round(node.scrollLeft / Math.max(node.clientWidth, 1)));
        }}
      >
        {slides}
      </div>
      {banners.length > 1 ? (
        <div data-part="controls">
          {banners.map((banner, position) => (
            <Dot
              key={banner.id}
              aria-label={t('carousel.go_to', { index: position + 1, total: banners.length })}
              aria-current={position === index}
              onPress={() => goTo(position)}
            />
          ))}
          {autoPlayMs > 0 ? (
            <span data-part="toggle">
              <IconButton
                size="sm"
                variant="filled"
                icon={isPaused ? 'play' : 'pause'}
                label={isPaused ? t('carousel.play') : t('carousel.pause')}
                onPress={() => setPaused(!isPaused)}
              />
            </span>
          ) : null}
        </div>
      ) : null}
    </Root>
  );
}
