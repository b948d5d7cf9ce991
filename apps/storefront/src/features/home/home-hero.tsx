import type { Homepage } from '@shop/api-client';
import { CatalogueImage } from '../../shared/catalogue';
import { CmsLink } from './cms-link';

/**
 * The hero: its image is the page's largest paint, so it loads first and keeps its box.
 * The back office's hero images are portrait (2:3, as page images are): beside the text.
 */
export function HomeHero({ hero }: { hero: Homepage['hero'] }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <CatalogueImage
        className="home-hero__image"
        src={hero.image.url}
        alt={hero.image.alt}
        width={300}
        height={450}
        sizes="(max-width: 62rem) 40vw, 208px"
        priority
      />
      <div className="home-hero__text">
        <h2 id="home-hero-title" className="home-hero__title">
          {hero.title}
        </h2>
        {hero.subtitle && <p className="home-hero__subtitle">{hero.subtitle}</p>}
        {hero.link && (
          <CmsLink path={hero.link.url} className="button">
            {hero.link.label}
          </CmsLink>
        )}
      </div>
    </section>
  );
}
