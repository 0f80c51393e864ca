import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '@bazaar/api/contract';
import { GoodsGallery as Gallery } from '@bazaar/ui';

/**
 * The goods' pictures (the main one first, the page's main picture: loaded at once), then those of
 * its colours (its SKUs' own pictures), in the layout's gallery with the full-screen viewer; the
 * picture of the chosen colour (`image`) comes first while it is chosen.
 */
export function GoodsGallery({ goods, image }: { goods: GoodsDetail; image: string | null }) {
  const { t } = useTranslation();
  const own = goods.images.length > 0 ? goods.images : [goods.image];
  const all = [...new Set([...own, ...goods.sku.map((sku) => sku.image).filter(Boolean)])];
  const images = image ? [image, ...all.filter((picture) => picture !== image)] : all;
  return (
    <Gallery
      // A new first picture (another colour chosen) starts the gallery at it.
      key={images[0]}
      aria-label={t('shop:goods.images')}
      pictures={images.map((src, index) => ({
        src,
        alt: `${goods.title} ${index + 1}/${images.length}`,
      }))}
    />
  );
}
