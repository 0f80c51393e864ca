import { remCss as rem } from '@bazaar/domain';
import { styled } from 'styled-components';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { vars } from '../tokens/css-variables.js';

/**
 * A banner's picture with its title laid over the picture's start side (where the pictures keep
 * calm for it: the seeded ones draw their shapes on the end side). A light wash behind the text
 * keeps it readable on any picture; the size follows the banner's width (a container), so a
 * phone's banner and the desktop's wide one both read well.
 */
const Face = styled.div`
  position: relative;
  container-type: inline-size;

  & > [data-part='caption'] {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    display: flex;
    flex-direction: column;
    justify-content: center;
    width: 62%;
    padding-inline: 6cqi 4cqi;
    background: linear-gradient(
      to right,
      color-mix(in srgb, ${vars.color.bgSurface} 72%, transparent) 55%,
      transparent
    );
    color: ${vars.color.text};
    pointer-events: none;
  }
  & [data-part='title'] {
    display: -webkit-box;
    margin: 0;
    overflow: hidden;
    font-size: clamp(${vars.fontSize.xl}, 6cqi, ${rem(40)});
    font-weight: ${vars.fontWeight.bold};
    line-height: 1.2;
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

/** Props of {@link BannerFace}. */
export interface BannerFaceProps {
  /** The picture's address (a picture without text of its own). */
  image: string;
  /** The title laid over the picture ('' for none). */
  title: string;
  /** The picture's text alternative ('' when a link around it names the banner). */
  alt: string;
  ratio: number;
  sizes: string;
  radius?: string;
  /** The page's main picture: loaded at once with high priority. @default false */
  priority?: boolean;
}

/**
 * A banner as shown: its picture and, over it, its title as text (translated with the page, never
 * drawn into the picture). The title is hidden from screen readers: the picture's `alt` or the
 * link around it says it.
 */
export function BannerFace({ image, title, alt, ratio, sizes, radius, priority }: BannerFaceProps) {
  return (
    <Face>
      <LazyImage
        src={image}
        alt={alt}
        ratio={ratio}
        sizes={sizes}
        priority={priority ?? false}
        {...(radius ? { radius } : {})}
      />
      {title ? (
        <div data-part="caption" aria-hidden="true">
          <p data-part="title">{title}</p>
        </div>
      ) : null}
    </Face>
  );
}
