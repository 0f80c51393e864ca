import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { AppInfo, Banner } from '@bazaar/api/contract';
import { buildPath, remCss as rem } from '@bazaar/domain';
import { Avatar, BannerCarousel, BannerFace, vars } from '@bazaar/ui';
import { bareList } from '../../../app/layout/bare-list.js';

/**
 * Banners of the initial data as `BannerCarousel` takes them: the title (in the page's language)
 * over the picture and for screen readers; a banner without `url` is no link.
 */
export function toCarousel(banners: readonly Banner[]) {
  return banners.map((banner) => ({
    id: banner.id,
    image: banner.image,
    alt: banner.title,
    title: banner.title,
    ...(banner.url ? { href: banner.url } : {}),
  }));
}

/** Width / height of the desktop's main banners: low enough that goods start in the first screen. */
export const DESKTOP_BANNER_RATIO = 3;

const Hero = styled.div`
  display: grid;
  grid-template-columns: ${rem(220)} minmax(0, 1fr);
  align-items: stretch;
  gap: ${vars.space[5]};

  & > nav {
    display: flex;
    flex-direction: column;
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgSurface};
    overflow: auto;
  }
  & > nav h2 {
    margin: 0;
    padding: ${vars.space[3]} ${vars.space[4]};
    font-size: ${vars.fontSize.md};
  }
  & > nav ul {
    display: flex;
    flex-direction: column;
    ${bareList}
  }
  & > nav a {
    display: flex;
    align-items: center;
    gap: ${vars.space[4]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border-radius: ${vars.radius.sm};
    color: ${vars.color.text};
    text-decoration: none;
  }
  & > nav a:hover,
  & > nav a:focus-visible {
    background: ${vars.color.bgFillSecondary};
    color: ${vars.color.textBrand};
  }
`;

/**
 * The desktop home page's first row: the top categories of the initial data beside the main
 * banners, kept low (ratio {@link DESKTOP_BANNER_RATIO}) so the goods start in the first screen.
 */
export function DesktopHero({ info }: { info: AppInfo }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Hero>
      <nav aria-labelledby={headingId}>
        <h2 id={headingId}>{t('common:nav.category')}</h2>
        <ul>
          {info.categorys.map((category) => (
            <li key={category.id}>
              <Link to={buildPath('/category/:id?', { id: category.id })}>
                <Avatar
                  src={category.image}
                  name={category.name}
                  size="sm"
                  shape="square"
                  isDecorative
                />
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <BannerCarousel
        aria-label={t('shop:home.banners')}
        banners={toCarousel(info.banners)}
        ratio={DESKTOP_BANNER_RATIO}
        sizes="940px"
        priority
      />
    </Hero>
  );
}

const Tiles = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${rem(320)}, 1fr));
  gap: ${vars.space[5]};

  & a {
    display: block;
    border-radius: ${vars.radius.md};
    overflow: hidden;
  }
`;

/**
 * The desktop's other banners, each with its title over the picture: side by side as tiles (all of them seen at once, nothing turning),
 * where the phone has a second carousel.
 */
export function BannerTiles({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <Tiles aria-label={t('shop:home.other_banners')}>
      {banners.map((banner) =>
        banner.url ? (
          <Link key={banner.id} to={banner.url} aria-label={banner.title}>
            <BannerFace image={banner.image} title={banner.title} alt="" ratio={4} sizes="580px" />
          </Link>
        ) : (
          <BannerFace
            key={banner.id}
            image={banner.image}
            title={banner.title}
            alt={banner.title}
            ratio={4}
            radius={vars.radius.md}
            sizes="580px"
          />
        ),
      )}
    </Tiles>
  );
}
