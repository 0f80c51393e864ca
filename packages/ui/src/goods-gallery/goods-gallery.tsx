import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../layout/layout-context.js';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { useImageSrcSet } from '../lazy-image/image-sources.js';
import { PictureViewer, type ViewerPicture } from '../picture-viewer/picture-viewer.js';
import { Main, OpenButton, Root, Strip, Thumb } from './goods-gallery.styles.js';

/**
 * How wide the desktop main picture shows: the gallery column of a goods page (about 45% of the
 * window, at most 560 px of the 1200 px page), and at most 560 px above the buy box of a narrow
 * desktop window (under 720 px). A 1x screen takes the 640 copy, a 2x one the 1080.
 */
export const GALLERY_MAIN_SIZES = '(min-width: 1200px) 560px, (min-width: 720px) 46vw, 560px';

/** Props of `GoodsGallery`. */
export interface GoodsGalleryProps {
  /** The pictures, the main one first (the page's largest paint: loaded at once). */
  pictures: readonly ViewerPicture[];
  /** Names the gallery region and the viewer, already translated. */
  'aria-label': string;
}

/**
 * A goods' pictures in the layout's way; a tap or click opens the full-screen `PictureViewer` at
 * the picture shown. Desktop: the main picture, zoomed twice where the mouse points (its largest
 * copy, loaded on the first hover), with a row of thumbnails that choose it. Mobile: one picture
 * a screen, swiped with scroll snapping, with a "2 / 5" counter. Give it a `key` of its first
 * picture to start again at a new first picture.
 */
export function GoodsGallery({ pictures, 'aria-label': ariaLabel }: GoodsGalleryProps) {
  const layout = useLayout();
  const [index, setIndex] = useState(0);
  const [isViewerOpen, setViewerOpen] = useState(false);
  const total = pictures.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const open = (at: number) => {
    setIndex(at);
    setViewerOpen(true);
  };
  return (
    <Root aria-label={ariaLabel} data-layout={layout}>
      {layout === 'desktop' ? (
        <DesktopGallery
          pictures={pictures}
          index={current}
          onIndexChange={setIndex}
          onOpen={open}
        />
      ) : (
        <PhoneStrip pictures={pictures} index={current} onIndexChange={setIndex} onOpen={open} />
      )}
      <PictureViewer
        pictures={pictures}
        isOpen={isViewerOpen}
        onOpenChange={setViewerOpen}
        index={current}
        onIndexChange={setIndex}
        aria-label={ariaLabel}
      />
    </Root>
  );
}

interface PartProps {
  pictures: readonly ViewerPicture[];
  index: number;
  onIndexChange(index: number): void;
  onOpen(index: number): void;
}

function DesktopGallery({ pictures, index, onIndexChange, onOpen }: PartProps) {
  const { t } = useTranslation('ui');
  const srcSet = useImageSrcSet();
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  // The zoomed copy shows once it has arrived: until then the main picture stays in view.
  const [zoomLoaded, setZoomLoaded] = useState<string | null>(null);
  const picture = pictures[index];
  const total = pictures.length;
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };
  return (
    <>
      <Main
        data-zoomed={zoom ? true : undefined}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setZoom(null)}
        style={
          zoom ? ({ '--zoom-x': `${zoom.x}%`, '--zoom-y': `${zoom.y}%` } as CSSProperties) : {}
        }
      >
        {picture ? (
          <LazyImage
            src={picture.src}
            alt={picture.alt}
            ratio={1}
            priority={index === 0}
            sizes={GALLERY_MAIN_SIZES}
          />
        ) : null}
        {picture && zoom ? (
          <span
            data-part="zoom"
            data-state={zoomLoaded === picture.src ? 'loaded' : 'loading'}
            aria-hidden="true"
          >
            <img
              ref={(image) => {
                if (image?.complete && image.naturalWidth > 0) setZoomLoaded(picture.src);
              }}
              src={picture.src}
              srcSet={srcSet(picture.src)}
              sizes="1120px"
              alt=""
              onLoad={() => setZoomLoaded(picture.src)}
            />
          </span>
        ) : null}
        <OpenButton
          aria-label={t('gallery.open', { index: index + 1, total })}
          onPress={() => onOpen(index)}
        />
      </Main>
      {total > 1 ? (
        <ul data-part="thumbs">
          {pictures.map((thumb, position) => (
            <li key={`${position}-${thumb.src}`}>
              <Thumb
                aria-label={t('gallery.show', { index: position + 1, total })}
                aria-current={position === index}
                onPress={() => onIndexChange(position)}
                onHoverStart={() => onIndexChange(position)}
              >
                <LazyImage src={thumb.src} alt="" ratio={1} sizes="64px" />
              </Thumb>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function PhoneStrip({ pictures, index, onIndexChange, onOpen }: PartProps) {
  const { t } = useTranslation('ui');
  const track = useRef<HTMLDivElement>(null);
  const total = pictures.length;
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const at = Math.round(element.scrollLeft / element.clientWidth);
    if (at !== index && at >= 0 && at < total) onIndexChange(at);
  };
  return (
    <Strip>
      <div data-part="track" ref={track} onScroll={onScroll}>
        {pictures.map((picture, position) => (
          <div
            key={`${position}-${picture.src}`}
            data-part="slide"
            aria-hidden={position === index ? undefined : true}
          >
            <LazyImage
              src={picture.src}
              alt={picture.alt}
              ratio={1}
              priority={position === 0}
              sizes="100vw"
            />
            <OpenButton
              aria-label={t('gallery.open', { index: position + 1, total })}
              onPress={() => onOpen(position)}
              excludeFromTabOrder={position !== index}
            />
          </div>
        ))}
      </div>
      {total > 1 ? (
        <span data-part="count" aria-hidden="true">
          {index + 1} / {total}
        </span>
      ) : null}
    </Strip>
  );
}
