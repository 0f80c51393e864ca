import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '@bazaar/api/contract';
import { BannerCarousel } from '@bazaar/ui';

/** The goods' pictures (the main one first) in a carousel that does not turn by itself. */
export function GoodsGallery({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const images = goods.images.length > 0 ? goods.images : [goods.image];
  return (
    <BannerCarousel
      aria-label={t('shop:goods.images')}
      autoPlayMs={0}
      ratio={1}
      banners={images.map((image, index) => ({
        id: index,
        image,
        alt: `${goods.title} ${index + 1}/${images.length}`,
      }))}
    />
  );
}
