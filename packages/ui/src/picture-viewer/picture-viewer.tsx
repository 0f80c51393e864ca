import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button/icon-button.js';
import { useImageSrcSet } from '../lazy-image/image-sources.js';
import { useLayer } from '../overlay/layer.js';
import { useCloseOnBack } from '../overlay/use-close-on-back.js';
import { Content, Frame, Overlay } from './picture-viewer.styles.js';

/** One picture of a gallery or viewer. */
export interface ViewerPicture {
  /** The picture's address. */
  src: string;
  /** What it shows, already translated. */
  alt: string;
}

/** Props of `PictureViewer`. */
export interface PictureViewerProps {
  /** The pictures, in order. */
  pictures: readonly ViewerPicture[];
  /** Whether the viewer is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the viewer asks to close (close button, Escape, back). */
  onOpenChange: (isOpen: boolean) => void;
  /** The picture shown, from 0 (controlled). */
  index: number;
  /** Called with the picture to show (swipe, arrows, the arrow keys). */
  onIndexChange: (index: number) => void;
  /** Names the viewer's dialog, already translated. */
  'aria-label': string;
}

/** How far (CSS px) a swipe must travel to turn the picture. */
const SWIPE_DISTANCE = 40;

/**
 * A full-screen picture viewer on black: swipe (pointer events, so touch, pen and mouse alike),
 * the previous and next buttons or the arrow keys turn the picture; a counter says "2 / 5". It
 * is a modal dialog (react-aria `Modal`): focus is trapped and restored, Escape and the browser's
 * back close it. Pictures load their largest copy (`sizes="100vw"`).
 */
export function PictureViewer({
  pictures,
  isOpen,
  onOpenChange,
  index,
  onIndexChange,
  'aria-label': ariaLabel,
}: PictureViewerProps) {
  const { t } = useTranslation('ui');
  const srcSet = useImageSrcSet();
  const layer = useLayer(isOpen);
  const close = () => onOpenChange(false);
  useCloseOnBack(isOpen, close);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [drag, setDrag] = useState(0);
  const total = pictures.length;
  const current = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
  const go = (next: number) => {
    if (next >= 0 && next < total && next !== current) onIndexChange(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    try {
      // The swipe goes on outside the picture. A pointer the browser no longer tracks (one that
      // ended as it went down, or a synthetic one) cannot be captured: the swipe still works.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // Not captured: moves over the picture still count.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return;
    setDrag(event.clientX - start.current.x);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (from?.id !== event.pointerId) return;
    start.current = null;
    setDrag(0);
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? current + 1 : current - 1);
  };
  // A step button that became disabled at the end took focus with it: give it to the dialog, so
  // Escape and the arrow keys keep working and focus stays trapped.
  const dialog = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (isOpen && element && !element.contains(document.activeElement)) element.focus();
  }, [isOpen, current]);
  // The arrow keys turn the picture wherever focus is (a button that became disabled at the end
  // leaves focus on the page's body).
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') goRef.current(current + 1);
      else if (event.key === 'ArrowLeft') goRef.current(current - 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, current]);

  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      style={{ zIndex: layer }}
    >
      <Frame>
        <Content ref={dialog} aria-label={ariaLabel} data-state="open">
          <div data-part="body">
            <div data-part="bar">
              <span data-part="counter" aria-live="polite">
                {total > 0 ? `${current + 1} / ${total}` : null}
              </span>
              <IconButton icon="close" label={t('viewer.close')} onPress={close} />
            </div>
            <div
              data-part="stage"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
            >
              <div
                data-part="track"
                data-dragging={drag !== 0 || undefined}
                style={
                  {
                    '--viewer-index': current,
                    '--viewer-drag': `${drag}px`,
                  } as CSSProperties
                }
              >
                {pictures.map((picture, position) => (
                  <div
                    key={`${position}-${picture.src}`}
                    data-part="slide"
                    aria-hidden={position === current ? undefined : true}
                  >
                    {Math.abs(position - current) <= 1 ? (
                      <img
                        src={picture.src}
                        srcSet={srcSet(picture.src)}
                        sizes="100vw"
                        alt={picture.alt}
                        draggable={false}
                      />
                    ) : null}
                  </div>
                ))}
              </div>
              {total > 1 ? (
                <>
                  <IconButton
                    data-part="step"
                    data-direction="previous"
                    icon="back"
                    label={t('viewer.previous')}
                    onPress={() => go(current - 1)}
                    isDisabled={current === 0}
                  />
                  <IconButton
                    data-part="step"
                    data-direction="next"
                    icon="forward"
                    label={t('viewer.next')}
                    onPress={() => go(current + 1)}
                    isDisabled={current === total - 1}
                  />
                </>
              ) : null}
            </div>
          </div>
        </Content>
      </Frame>
    </Overlay>
  );
}
