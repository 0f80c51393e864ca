import { createContext, useContext } from 'react';

/**
 * Answers the `srcset` of a picture address (the resized copies an image server keeps, with
 * their widths), or undefined when the address has none and is used as it is.
 */
export type ImageSrcSet = (src: string) => string | undefined;

const noSrcSet: ImageSrcSet = () => undefined;

/** The app's {@link ImageSrcSet} (`UIProvider`'s `imageSrcSet`). */
export const ImageSourcesContext = createContext<ImageSrcSet>(noSrcSet);

/** The app's {@link ImageSrcSet}; by default none: pictures load from their address alone. */
export function useImageSrcSet(): ImageSrcSet {
  return useContext(ImageSourcesContext);
}
