import { Trans } from '@lingui/react/macro';
import type { Brand } from '@shop/api-client';
import { CatalogueImage } from '../../shared/catalogue';
import { useCornerSiteUrl } from '../../shared/site';
import { brandAccentRef } from './brand-accent';

/**
 * The brand in its colour: logo, name, description and, on the main site, a link to its
 * corner site when it runs one (on that site itself the link would lead nowhere new).
 */
export function BrandHeader({ brand, onCorner = false }: { brand: Brand; onCorner?: boolean }) {
  const cornerSiteUrl = useCornerSiteUrl();
  return (
    <header className="brand-page__header" ref={brandAccentRef(brand.color)}>
      <CatalogueImage
        className="brand-page__logo"
        src={brand.logo}
        alt=""
        width={160}
        height={80}
        sizes="160px"
        priority
      />
      <div className="brand-page__intro">
        <h1>{brand.name}</h1>
        <p>{brand.description}</p>
        {brand.has_corner && !onCorner && (
          <p>
            <a className="brand-page__corner-link" href={cornerSiteUrl(brand.slug)}>
              <Trans>Visiter le site {brand.name}</Trans>
            </a>
          </p>
        )}
      </div>
    </header>
  );
}
